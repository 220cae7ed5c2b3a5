#include "ui/settings.h"

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
const Settings::Key<QStringList> kUserPieceSets{"pieceSets/folders", {}};
const Settings::Key<QString> kLanguage{"interface/language", QString()};
const Settings::Key<QByteArray> kGeometry{"window/geometry", QByteArray()};
const Settings::Key<QByteArray> kState{"window/state", QByteArray()};
const Settings::Key<QString> kLastVariant{"newGame/variant", QStringLiteral("chess")};
const Settings::Key<QStringList> kPlayerNames{"newGame/players", {}};
const Settings::Key<bool> kDoubleDummy{"newGame/doubleDummy", false};

}  // namespace

Settings::Settings(QObject* parent) : QObject(parent), m_settings(new QSettings)
{
}

Settings::Settings(const QString& iniFile, QObject* parent)
    : QObject(parent), m_settings(new QSettings(iniFile, QSettings::IniFormat))
{
}

Settings::~Settings()
{
    delete m_settings;
}

template <typename T>
T Settings::get(const Key<T>& key) const
{
    return m_settings->value(QLatin1String(key.name), QVariant::fromValue(key.fallback)).template value<T>();
}

template <typename T>
void Settings::set(const Key<T>& key, const T& value)
{
    m_settings->setValue(QLatin1String(key.name), QVariant::fromValue(value));
}

BoardSettings Settings::board() const
{
    return {get(kPieceSet),       get(kLightSquares),   get(kDarkSquares), get(kPattern), get(kCoordinates),
            get(kLegalMoves),     get(kPromotionZones), get(kAnimation),   get(kSounds)};
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
    emit changed();
}

BoardSettings Settings::defaultBoard()
{
    return {kPieceSet.fallback,   kLightSquares.fallback,   kDarkSquares.fallback, kPattern.fallback, kCoordinates.fallback,
            kLegalMoves.fallback, kPromotionZones.fallback, kAnimation.fallback,   kSounds.fallback};
}

QStringList Settings::userPieceSets() const { return get(kUserPieceSets); }
void Settings::setUserPieceSets(const QStringList& folders) { set(kUserPieceSets, folders); }

QString Settings::language() const { return get(kLanguage); }
void Settings::setLanguage(const QString& code) { set(kLanguage, code); }

QByteArray Settings::windowGeometry() const { return get(kGeometry); }
void Settings::setWindowGeometry(const QByteArray& geometry) { set(kGeometry, geometry); }
QByteArray Settings::windowState() const { return get(kState); }
void Settings::setWindowState(const QByteArray& state) { set(kState, state); }

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
    for (const QString& name : get(kPlayerNames))
        setup.players.append(PlayerSeat{name});
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
    QStringList names;
    for (const PlayerSeat& seat : setup.players)
        names << seat.name;
    set(kPlayerNames, names);
}

QStringList Settings::lastOptions(const QString& variantId) const
{
    return m_settings->value(QStringLiteral("newGame/options/") + variantId).toStringList();
}
