#include "ui/settings.h"

#include "ui/translators.h"

#include <QSettings>

namespace {

const Settings::Key<QString> kPieceSet{"board/pieceSet", QStringLiteral("kabir")};
// The default board: light and dark wood.
const Settings::Key<QColor> kLightSquares{"board/lightSquares", QColor(240, 217, 181)};
const Settings::Key<QColor> kDarkSquares{"board/darkSquares", QColor(181, 136, 99)};
const Settings::Key<QString> kPattern{"board/pattern", QStringLiteral("variant")};
const Settings::Key<bool> kCoordinates{"board/coordinates", true};
const Settings::Key<bool> kLegalMoves{"board/legalMoves", true};
const Settings::Key<bool> kPromotionZones{"board/promotionZones", false};
const Settings::Key<bool> kAnimation{"board/animation", true};
const Settings::Key<bool> kSounds{"board/sounds", false};
const Settings::Key<bool> kSquareNumbers{"board/squareNumbers", false};
const Settings::Key<QString> kMoveNotation{"moves/notation", QStringLiteral("standard")};
const Settings::Key<QString> kPieceLetters{"moves/pieceLetters", QString()};
const Settings::Key<QStringList> kUserPieceSets{"pieceSets/folders", {}};
const Settings::Key<QString> kLanguage{"interface/language", QString()};
const Settings::Key<QByteArray> kGeometry{"window/geometry", QByteArray()};
const Settings::Key<QByteArray> kState{"window/state", QByteArray()};
// Before any game was started, a historical game: what Kabir is for.
const Settings::Key<QString> kLastVariant{"newGame/variant", QStringLiteral("kaiserspiel")};
const Settings::Key<QStringList> kPlayerNames{"newGame/players", {}};
const Settings::Key<bool> kDoubleDummy{"newGame/doubleDummy", false};
// Each seat as "kind" or "kind:level" or "engine:NAME" (kind: human, computer).
const Settings::Key<QStringList> kSeats{"newGame/seats", {}};
const Settings::Key<QString> kTimeControl{"newGame/timeControl", QString()};
const Settings::Key<int> kHash{"computer/hashMegabytes", ComputerSettings().hashMegabytes};
const Settings::Key<int> kThreads{"computer/threads", ComputerSettings().threads};
const Settings::Key<int> kThinkingTime{"computer/thinkingTimeMs", ComputerSettings().thinkingTimeMs};
const Settings::Key<bool> kResign{"computer/resignHopelessGames", ComputerSettings().resignHopelessGames};
const Settings::Key<QStringList> kRecentFiles{"files/recent", {}};
const Settings::Key<int> kSeenFrom{"board/seenFrom", -1};

QString seatText(const PlayerSeat& seat)
{
    switch (seat.kind) {
    case PlayerSeat::Kind::Human: return QStringLiteral("human");
    case PlayerSeat::Kind::Computer: return QStringLiteral("computer:%1").arg(seat.level);
    case PlayerSeat::Kind::Engine: return QStringLiteral("engine:") + seat.engine;
    }
    return QStringLiteral("human");
}

void readSeat(const QString& text, PlayerSeat& seat)
{
    if (text.startsWith(QLatin1String("computer:"))) {
        seat.kind = PlayerSeat::Kind::Computer;
        seat.level = text.mid(9).toInt();
    } else if (text.startsWith(QLatin1String("engine:")) && text.size() > 7) {
        seat.kind = PlayerSeat::Kind::Engine;
        seat.engine = text.mid(7);
    }
}

}  // namespace

Settings::Settings(QObject* parent) : QObject(parent), m_settings(new QSettings) { }

Settings::Settings(const QString& iniFile, QObject* parent)
    : QObject(parent), m_settings(new QSettings(iniFile, QSettings::IniFormat))
{
}

Settings::~Settings()
{
    delete m_settings;
}

template <typename T> T Settings::get(const Key<T>& key) const
{
    return m_settings->value(QLatin1String(key.name), QVariant::fromValue(key.fallback)).template value<T>();
}

template <typename T> void Settings::set(const Key<T>& key, const T& value)
{
    m_settings->setValue(QLatin1String(key.name), QVariant::fromValue(value));
}

// The move list's letters until the user chooses: German (K D T L S B) in a program shown in
// German, else the variant's own.
namespace {

QString defaultPieceLetters()
{
    return interfaceLocale().language() == QLocale::German ? QStringLiteral("de") : QString();
}

}  // namespace

BoardSettings Settings::board() const
{
    const QString letters
        = m_settings->contains(QLatin1String(kPieceLetters.name)) ? get(kPieceLetters) : defaultPieceLetters();
    return {get(kPieceSet), get(kLightSquares), get(kDarkSquares), get(kPattern), get(kCoordinates), get(kLegalMoves),
        get(kPromotionZones), get(kAnimation), get(kSounds), get(kSquareNumbers), get(kMoveNotation), letters};
}

void Settings::setBoard(const BoardSettings& board)
{
    if (board == this->board())
        return;
    set(kPieceSet, board.pieceSet);
    set(kLightSquares, board.lightSquares);
    set(kDarkSquares, board.darkSquares);
    set(kPattern, board.pattern);
    set(kCoordinates, board.coordinates);
    set(kLegalMoves, board.legalMoves);
    set(kPromotionZones, board.promotionZones);
    set(kAnimation, board.animation);
    set(kSounds, board.sounds);
    set(kSquareNumbers, board.squareNumbers);
    set(kMoveNotation, board.moveNotation);
    set(kPieceLetters, board.pieceLetters);
    emit changed();
}

BoardSettings Settings::defaultBoard()
{
    return {kPieceSet.fallback, kLightSquares.fallback, kDarkSquares.fallback, kPattern.fallback, kCoordinates.fallback,
        kLegalMoves.fallback, kPromotionZones.fallback, kAnimation.fallback, kSounds.fallback, kSquareNumbers.fallback,
        kMoveNotation.fallback, defaultPieceLetters()};
}

QStringList Settings::userPieceSets() const
{
    return get(kUserPieceSets);
}
void Settings::setUserPieceSets(const QStringList& folders)
{
    set(kUserPieceSets, folders);
}

QString Settings::language() const
{
    return get(kLanguage);
}
void Settings::setLanguage(const QString& code)
{
    set(kLanguage, code);
}

QByteArray Settings::windowGeometry() const
{
    return get(kGeometry);
}
void Settings::setWindowGeometry(const QByteArray& geometry)
{
    set(kGeometry, geometry);
}
QByteArray Settings::windowState() const
{
    return get(kState);
}
void Settings::setWindowState(const QByteArray& state)
{
    set(kState, state);
}
void Settings::flush()
{
    m_settings->sync();
}

NewGameSetup Settings::lastSetup() const
{
    NewGameSetup setup;
    setup.variantId = get(kLastVariant);
    for (const QString& pair : lastOptions(setup.variantId)) {
        const qsizetype equals = pair.indexOf(QLatin1Char('='));
        if (equals > 0)
            setup.options[pair.left(equals).toStdString()] = pair.mid(equals + 1).toStdString();
    }
    setup.doubleDummy = get(kDoubleDummy);
    const QStringList seats = get(kSeats);
    for (const QString& name : get(kPlayerNames)) {
        PlayerSeat seat;
        seat.name = name;
        readSeat(seats.value(setup.players.size()), seat);
        setup.players.append(seat);
    }
    if (auto control = kabir::match::TimeControl::parse(get(kTimeControl).toStdString());
        control && control->hasTimeLimit())
        setup.timeControl = *control;
    return setup;
}

void Settings::setLastSetup(const NewGameSetup& setup)
{
    set(kLastVariant, setup.variantId);
    QStringList pairs;
    for (const auto& [key, value] : setup.options)
        pairs << QString::fromStdString(key + '=' + value);
    m_settings->setValue(QStringLiteral("newGame/options/") + setup.variantId, pairs);
    set(kDoubleDummy, setup.doubleDummy);
    QStringList names, seats;
    for (const PlayerSeat& seat : setup.players) {
        names << seat.name;
        seats << seatText(seat);
    }
    set(kPlayerNames, names);
    set(kSeats, seats);
    set(kTimeControl, setup.timeControl.hasTimeLimit() ? QString::fromStdString(setup.timeControl.text()) : QString());
}

ComputerSettings Settings::computer() const
{
    return {get(kHash), get(kThreads), get(kThinkingTime), get(kResign)};
}

void Settings::setComputer(const ComputerSettings& computer)
{
    if (computer == this->computer())
        return;
    set(kHash, computer.hashMegabytes);
    set(kThreads, computer.threads);
    set(kThinkingTime, computer.thinkingTimeMs);
    set(kResign, computer.resignHopelessGames);
    emit changed();
}

QList<ExternalEngine> Settings::engines() const
{
    QList<ExternalEngine> engines;
    const int count = m_settings->beginReadArray(QStringLiteral("engines"));
    for (int i = 0; i < count; ++i) {
        m_settings->setArrayIndex(i);
        ExternalEngine e;
        e.name = m_settings->value(QStringLiteral("name")).toString();
        e.command = m_settings->value(QStringLiteral("command")).toString();
        e.arguments = m_settings->value(QStringLiteral("arguments")).toStringList();
        e.workingDirectory = m_settings->value(QStringLiteral("workingDirectory")).toString();
        e.protocol = m_settings->value(QStringLiteral("protocol")).toString() == QLatin1String("xboard")
            ? kabir::match::Protocol::Xboard
            : kabir::match::Protocol::Uci;
        for (const QString& pair : m_settings->value(QStringLiteral("options")).toStringList())
            if (const qsizetype eq = pair.indexOf(QLatin1Char('=')); eq > 0)
                e.options.append({pair.left(eq), pair.mid(eq + 1)});
        e.initCommands = m_settings->value(QStringLiteral("initCommands")).toStringList();
        for (const QString& pair : m_settings->value(QStringLiteral("variantNames")).toStringList())
            if (const qsizetype eq = pair.indexOf(QLatin1Char('=')); eq > 0)
                e.variantNames.insert(pair.left(eq), pair.mid(eq + 1));
        e.variants = m_settings->value(QStringLiteral("variants")).toStringList();
        if (!e.name.isEmpty() && !e.command.isEmpty())
            engines.append(e);
    }
    m_settings->endArray();
    return engines;
}

void Settings::setEngines(const QList<ExternalEngine>& engines)
{
    m_settings->remove(QStringLiteral("engines"));
    m_settings->beginWriteArray(QStringLiteral("engines"), int(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        const ExternalEngine& e = engines[i];
        m_settings->setArrayIndex(i);
        m_settings->setValue(QStringLiteral("name"), e.name);
        m_settings->setValue(QStringLiteral("command"), e.command);
        m_settings->setValue(QStringLiteral("arguments"), e.arguments);
        m_settings->setValue(QStringLiteral("workingDirectory"), e.workingDirectory);
        m_settings->setValue(QStringLiteral("protocol"),
            e.protocol == kabir::match::Protocol::Xboard ? QStringLiteral("xboard") : QStringLiteral("uci"));
        QStringList options, names;
        for (const auto& [key, value] : e.options)
            options << key + QLatin1Char('=') + value;
        for (auto it = e.variantNames.begin(); it != e.variantNames.end(); ++it)
            names << it.key() + QLatin1Char('=') + it.value();
        m_settings->setValue(QStringLiteral("options"), options);
        m_settings->setValue(QStringLiteral("initCommands"), e.initCommands);
        m_settings->setValue(QStringLiteral("variantNames"), names);
        m_settings->setValue(QStringLiteral("variants"), e.variants);
    }
    m_settings->endArray();
}

std::optional<ExternalEngine> Settings::engine(const QString& name) const
{
    for (const ExternalEngine& e : engines())
        if (e.name == name)
            return e;
    return std::nullopt;
}

QStringList Settings::recentFiles() const
{
    return get(kRecentFiles);
}
void Settings::setRecentFiles(const QStringList& files)
{
    set(kRecentFiles, files);
}

bool Settings::isFirstStart() const
{
    return !m_settings->contains(QString::fromLatin1(kLastVariant.name));
}

int Settings::seenFrom() const
{
    return get(kSeenFrom);
}
void Settings::setSeenFrom(int army)
{
    set(kSeenFrom, army);
}

QStringList Settings::lastOptions(const QString& variantId) const
{
    return m_settings->value(QStringLiteral("newGame/options/") + variantId).toStringList();
}
