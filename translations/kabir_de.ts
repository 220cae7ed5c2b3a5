<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutText</name>
    <message>
        <location filename="../ui/abouttext.cpp" line="5"/>
        <source>License: none has been chosen yet; until one is, all rights are reserved by the authors.</source>
        <translation>Lizenz: Bisher wurde keine gewählt; bis dahin behalten sich die Autoren alle Rechte vor.</translation>
    </message>
    <message>
        <location filename="../ui/abouttext.cpp" line="10"/>
        <source>&lt;h3&gt;Kabir %1&lt;/h3&gt;&lt;p&gt;Historical chess variants on boards of every size: play them, study their rules and sources, and keep records of games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kabir %1&lt;/h3&gt;&lt;p&gt;Historische Schachvarianten auf Brettern jeder Größe: sie spielen, ihre Regeln und Quellen studieren und Partien aufzeichnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/abouttext.cpp" line="14"/>
        <source>&lt;p&gt;Written by the Kabir developers. Kabir uses Qt 6 and toml++.&lt;/p&gt;&lt;p&gt;The rules of every variant follow the works cited on its rules page (Help ▸ Rules of This Variant), chiefly D. B. Pritchard&apos;s &lt;i&gt;The Classified Encyclopedia of Chess Variants&lt;/i&gt; and H. J. R. Murray&apos;s &lt;i&gt;A History of Chess&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Geschrieben von den Kabir-Entwicklern. Kabir verwendet Qt 6 und toml++.&lt;/p&gt;&lt;p&gt;Die Regeln jeder Variante folgen den Werken, die ihre Regelseite zitiert (Hilfe ▸ Regeln dieser Variante), vor allem D. B. Pritchards &lt;i&gt;The Classified Encyclopedia of Chess Variants&lt;/i&gt; und H. J. R. Murrays &lt;i&gt;A History of Chess&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AnalysisPane</name>
    <message>
        <location filename="../ui/analysispane.cpp" line="49"/>
        <location filename="../ui/analysispane.cpp" line="206"/>
        <source>&amp;Analyse</source>
        <translation>A&amp;nalysieren</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="52"/>
        <source>Let Kabir think about the position on view until you stop it</source>
        <translation>Kabir über die gezeigte Stellung nachdenken lassen, bis Sie anhalten</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="55"/>
        <source>Lines</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="56"/>
        <source>How many of the best moves to show, each with its line</source>
        <translation>Wie viele der besten Züge gezeigt werden, jeder mit seiner Variante</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="57"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Varianten:</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="61"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="62"/>
        <source>Kabir, or an external UCI engine set up under Engines…</source>
        <translation>Kabir oder eine externe UCI-Engine, eingerichtet unter Engines…</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="65"/>
        <location filename="../ui/analysispane.cpp" line="425"/>
        <source>Analyse Ga&amp;me</source>
        <translation>Partie analy&amp;sieren</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="67"/>
        <source>Evaluate every position of the game for the graph, and mark its inaccuracies (?!), mistakes (?) and blunders (??)</source>
        <translation>Jede Stellung der Partie für die Kurve bewerten und ihre Ungenauigkeiten (?!), Fehler (?) und groben Fehler (??) markieren</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="76"/>
        <source>Best lines</source>
        <translation>Beste Varianten</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="77"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="77"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="77"/>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="186"/>
        <source>The engine cannot analyse: %1</source>
        <translation>Die Engine kann nicht analysieren: %1</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="206"/>
        <source>&amp;Stop</source>
        <translation>Anhal&amp;ten</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="236"/>
        <source>Press Analyse to let Kabir think about the position on view.</source>
        <translation>Drücken Sie „Analysieren“, damit Kabir über die gezeigte Stellung nachdenkt.</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="257"/>
        <source>The game is over in this position.</source>
        <translation>In dieser Stellung ist die Partie beendet.</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="258"/>
        <source>Nothing to analyse before the first move is chosen.</source>
        <translation>Vor der Wahl vor dem ersten Zug gibt es nichts zu analysieren.</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="368"/>
        <source>Thinking… %1</source>
        <extracomment>%1 the time thinking so far, e.g. &quot;0:03&quot;.</extracomment>
        <translation>Denkt nach… %1</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="389"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;depth %2/%3 · %4 kN/s · %5 nodes · %6</source>
        <extracomment>%1 the value, %2 the depth, %3 the greatest depth reached, %4 thousands of nodes per second, %5 nodes, %6 the time thinking, e.g. &quot;1:05&quot;.</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Tiefe %2/%3 · %4 kN/s · %5 Knoten · %6</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="380"/>
        <source>%1 %2 · %3 %4</source>
        <extracomment>The value of the position for each team, e.g. &quot;Red and Yellow +0.40 · Green and Black −0.40&quot;.</extracomment>
        <translation>%1 %2 · %3 %4</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="384"/>
        <source>%1 to move: %2</source>
        <extracomment>The value for the side to move, e.g. &quot;Black to move: +0.35&quot;.</extracomment>
        <translation>%1 am Zug: %2</translation>
    </message>
    <message>
        <location filename="../ui/analysispane.cpp" line="448"/>
        <source>Stop (%1 of %2)</source>
        <extracomment>The review of a game in progress: positions done of all.</extracomment>
        <translation>Anhalten (%1 von %2)</translation>
    </message>
</context>
<context>
    <name>ArrayPreview</name>
    <message>
        <location filename="../ui/arraypreview.cpp" line="9"/>
        <source>The starting position</source>
        <translation>Die Ausgangsstellung</translation>
    </message>
</context>
<context>
    <name>Autoplay</name>
    <message>
        <location filename="../ui/autoplay.cpp" line="13"/>
        <source>&amp;Autoplay</source>
        <translation>&amp;Automatisch abspielen</translation>
    </message>
    <message>
        <location filename="../ui/autoplay.cpp" line="18"/>
        <source>Replay the moves by themselves, from the position on view</source>
        <translation>Die Züge von selbst abspielen, ab der gezeigten Stellung</translation>
    </message>
    <message>
        <location filename="../ui/autoplay.cpp" line="26"/>
        <source>Autoplay S&amp;peed</source>
        <translation>Abspiel&amp;geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../ui/autoplay.cpp" line="29"/>
        <source>&amp;Slow (3 s a move)</source>
        <translation>&amp;Langsam (3 s je Zug)</translation>
    </message>
    <message>
        <location filename="../ui/autoplay.cpp" line="29"/>
        <source>&amp;Normal (1.5 s)</source>
        <translation>&amp;Normal (1,5 s)</translation>
    </message>
    <message>
        <location filename="../ui/autoplay.cpp" line="29"/>
        <source>&amp;Fast (0.7 s)</source>
        <translation>&amp;Schnell (0,7 s)</translation>
    </message>
    <message>
        <location filename="../ui/autoplay.cpp" line="29"/>
        <source>&amp;Very Fast (0.3 s)</source>
        <translation>Seh&amp;r schnell (0,3 s)</translation>
    </message>
</context>
<context>
    <name>BoardInput</name>
    <message>
        <location filename="../ui/boardinput.cpp" line="56"/>
        <source>Nothing can be dropped now.</source>
        <translation>Jetzt kann nichts eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="94"/>
        <source>The game is over: %1</source>
        <translation>Die Partie ist beendet: %1</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="96"/>
        <source>%1 must choose before the first move.</source>
        <translation>%1 muss vor dem ersten Zug wählen.</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="98"/>
        <source>No move can be entered here.</source>
        <translation>Hier kann kein Zug eingegeben werden.</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="141"/>
        <source>The new %1 may move once more: click where it goes, or anywhere else to let it stand.</source>
        <translation>Die neue Figur (%1) darf noch einmal ziehen: Klicken Sie, wohin sie zieht, oder anderswohin, damit sie stehen bleibt.</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="142"/>
        <source>The new %1 must move once more: click where it goes.</source>
        <translation>Die neue Figur (%1) muss noch einmal ziehen: Klicken Sie, wohin sie zieht.</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="156"/>
        <source>Click the empty square where the displaced %1 goes, or anywhere else to cancel.</source>
        <translation>Klicken Sie das leere Feld an, auf das der versetzte %1 geht, oder irgendwo anders, um abzubrechen.</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="216"/>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="221"/>
        <source>That piece has no legal move.</source>
        <translation>Diese Figur hat keinen erlaubten Zug.</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="250"/>
        <source>%1 cannot go there.</source>
        <translation>Die Figur auf %1 kann nicht dorthin ziehen.</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="308"/>
        <source>Drop %1 here</source>
        <translation>%1 hier einsetzen</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="309"/>
        <source>Take the %1 off the board</source>
        <translation>%1 vom Brett nehmen</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="199"/>
        <source>Nothing can be dropped there.</source>
        <translation>Dort kann nichts eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../ui/boardinputleap.cpp" line="83"/>
        <source>Several captures end on %1: click their landing squares in order.</source>
        <translation>Mehrere Schlagfolgen enden auf %1: Klicken Sie ihre Landefelder der Reihe nach an.</translation>
    </message>
    <message>
        <location filename="../ui/boardinputleap.cpp" line="102"/>
        <source>The capture cannot go on to %1.</source>
        <translation>Die Schlagfolge kann nicht nach %1 weitergehen.</translation>
    </message>
    <message>
        <location filename="../ui/boardinputleap.cpp" line="114"/>
        <source>Click the next landing square, or this one again to stop here.</source>
        <translation>Klicken Sie das nächste Landefeld an oder dieses noch einmal, um hier aufzuhören.</translation>
    </message>
    <message>
        <location filename="../ui/boardinputleap.cpp" line="115"/>
        <source>Click the next landing square.</source>
        <translation>Klicken Sie das nächste Landefeld an.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../ui/boardview.cpp" line="60"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../ui/boardview.cpp" line="515"/>
        <source>%1 %2 on %3</source>
        <extracomment>%1 is an army (&quot;White&quot;), %2 a piece (&quot;Commander&quot;), %3 a square (&quot;e4&quot;).</extracomment>
        <translation>%2 (%1) auf %3</translation>
    </message>
    <message>
        <location filename="../ui/boardview.cpp" line="521"/>
        <source>It moves %1.</source>
        <extracomment>A piece&apos;s tooltip: its moves in words, e.g. &quot;It moves any distance orthogonally; a knight&apos;s leap.&quot;</extracomment>
        <translation>Sie zieht %1.</translation>
    </message>
    <message>
        <location filename="../ui/boardview.cpp" line="524"/>
        <source>It still holds its once-per-game leap.</source>
        <translation>Er besitzt noch sein einmaliges Sprungrecht.</translation>
    </message>
    <message>
        <location filename="../ui/boardview.cpp" line="527"/>
        <source>It waits on its last rank and may promote in place later.</source>
        <translation>Er wartet auf seiner letzten Reihe und darf später an Ort und Stelle umgewandelt werden.</translation>
    </message>
    <message>
        <location filename="../ui/boardview.cpp" line="545"/>
        <source>%1&apos;s gate. Its cross is %1&apos;s temdek: while it stands, no enemy unit may enter %1&apos;s gate or fortress, and only %1&apos;s biy may come back to the gate.</source>
        <extracomment>Shatra: %1 the army whose gate this is.</extracomment>
        <translation>Tor von %1. Sein Kreuz ist der Temdek von %1: Solange er steht, darf keine feindliche Einheit Tor oder Festung von %1 betreten, und nur der Biy von %1 darf ins Tor zurückkehren.</translation>
    </message>
    <message>
        <location filename="../ui/boardview.cpp" line="548"/>
        <source>%1&apos;s gate. %1&apos;s temdek is off: any unit may enter.</source>
        <translation>Tor von %1. Der Temdek von %1 ist gefallen: Jede Einheit darf hinein.</translation>
    </message>
    <message>
        <location filename="../ui/boardview.cpp" line="551"/>
        <source>%1&apos;s fortress: its reserves wait here. While %1&apos;s temdek stands, no enemy unit may enter.</source>
        <extracomment>Shatra: %1 the army whose fortress this is.</extracomment>
        <translation>Festung von %1: Hier warten die Reserven. Solange der Temdek von %1 steht, darf keine feindliche Einheit hinein.</translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <location filename="../ui/clockview.cpp" line="18"/>
        <source>Clocks</source>
        <translation>Uhren</translation>
    </message>
</context>
<context>
    <name>CommentDialog</name>
    <message>
        <location filename="../ui/commentdialog.cpp" line="11"/>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
</context>
<context>
    <name>ComputerLevels</name>
    <message>
        <location filename="../ui/computerlevels.cpp" line="17"/>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../ui/computerlevels.cpp" line="18"/>
        <source>novice</source>
        <translation>Neuling</translation>
    </message>
    <message>
        <location filename="../ui/computerlevels.cpp" line="19"/>
        <source>casual player</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location filename="../ui/computerlevels.cpp" line="20"/>
        <source>club player</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <location filename="../ui/computerlevels.cpp" line="21"/>
        <source>strong club player</source>
        <translation>starker Vereinsspieler</translation>
    </message>
    <message>
        <location filename="../ui/computerlevels.cpp" line="22"/>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../ui/computerlevels.cpp" line="23"/>
        <source>master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location filename="../ui/computerlevels.cpp" line="24"/>
        <source>strongest</source>
        <translation>volle Stärke</translation>
    </message>
    <message>
        <location filename="../ui/computerlevels.cpp" line="47"/>
        <source>%1 — %2</source>
        <extracomment>A computer level: its number and what it plays like, e.g. &quot;3 — casual player&quot;.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/computerlevels.cpp" line="53"/>
        <source>Kabir, level %1</source>
        <extracomment>The computer as a player, e.g. in the record and the status bar.</extracomment>
        <translation>Kabir, Stufe %1</translation>
    </message>
</context>
<context>
    <name>ComputerSeats</name>
    <message>
        <location filename="../ui/computerseats.cpp" line="195"/>
        <source>It gave the move “%1”, which cannot be played: %2</source>
        <translation>Er gab den Zug „%1“, der nicht gespielt werden kann: %2</translation>
    </message>
    <message>
        <location filename="../ui/computerseats.cpp" line="220"/>
        <source>The computer playing %1 forfeits the game. %2</source>
        <translation>Der Computer, der %1 spielt, verliert die Partie kampflos. %2</translation>
    </message>
</context>
<context>
    <name>DataStrings</name>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="40"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="41"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="43"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="44"/>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="45"/>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="46"/>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="48"/>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="21"/>
        <source>Stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="22"/>
        <source>What it means when the side to move has no legal move but is not in check.</source>
        <translation>Was gilt, wenn die Seite am Zug keinen erlaubten Zug hat, aber nicht im Schach steht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="26"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="27"/>
        <source>Neither side wins.</source>
        <translation>Keine Seite gewinnt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="163"/>
        <source>Win for the stalemating side</source>
        <translation>Sieg für die pattsetzende Seite</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="164"/>
        <source>The side that stalemates its opponent wins.</source>
        <translation>Wer den Gegner patt setzt, gewinnt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="193"/>
        <source>Half-win for the stalemating side</source>
        <translation>Halber Sieg für die pattsetzende Seite</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="194"/>
        <source>The side that stalemates its opponent wins half a game (¾–¼ in tables).</source>
        <translation>Wer den Gegner patt setzt, erringt einen halben Sieg (¾–¼ in der Tabelle).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="195"/>
        <source>Loss for the stalemating side</source>
        <translation>Niederlage für die pattsetzende Seite</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="196"/>
        <source>The side that stalemates its opponent loses.</source>
        <translation>Wer den Gegner patt setzt, verliert.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="29"/>
        <source>Move rule</source>
        <translation>Züge-Regel</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="30"/>
        <source>The game is drawn after this many moves of each side without a capture or a pawn move.</source>
        <translation>Die Partie endet remis, wenn jede Seite so viele Züge ohne Schlagen und ohne Bauernzug gemacht hat.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="31"/>
        <source>50 moves</source>
        <translation>50-Züge-Regel</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="32"/>
        <source>The usual rule.</source>
        <translation>Die übliche Regel.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="34"/>
        <source>100 moves</source>
        <translation>100-Züge-Regel</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="35"/>
        <source>For the large boards, where manoeuvres take longer.</source>
        <translation>Für die großen Bretter, auf denen Manöver länger dauern.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="36"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="37"/>
        <source>No move rule.</source>
        <translation>Keine Züge-Regel.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="39"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="252"/>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="56"/>
        <source>Commander</source>
        <translation>Feldherr</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="335"/>
        <source>Adjutant</source>
        <translation>Adjutant</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="142"/>
        <source>Array</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="326"/>
        <source>Historical promotion and stalemate rules, or the modern ones.</source>
        <translation>Historische Regeln für Umwandlung und Patt oder die modernen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="327"/>
        <source>A — Tressau (historical)</source>
        <translation>A — Tressau (historisch)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="328"/>
        <source>Promotion only to a captured piece, optional, with waiting pawns; stalemate is a half-win.</source>
        <translation>Umwandlung nur in eine geschlagene Figur und freiwillig, Bauern dürfen warten; Patt ist ein halber Sieg.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="330"/>
        <source>B — modern</source>
        <translation>B — modern</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="225"/>
        <source>Central Asia</source>
        <translation>Zentralasien</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="133"/>
        <source>Four armies</source>
        <translation>Vier Armeen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="12"/>
        <source>India</source>
        <translation>Indien</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="66"/>
        <source>Indonesia and Malaysia</source>
        <translation>Indonesien und Malaysia</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="190"/>
        <source>Orthodox</source>
        <translation>Orthodox</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="96"/>
        <source>South-East Asia</source>
        <translation>Südostasien</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="318"/>
        <source>Tressau</source>
        <translation>Tressau</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="676"/>
        <source>Turkey</source>
        <translation>Türkei</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="10"/>
        <source>Atranj</source>
        <translation>Atranj</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="11"/>
        <source>A 10x10 game of north-western India with two queens, a prince (Q+N) and the urdabegs, pawns that also move and capture backwards.</source>
        <translation>Ein Spiel Nordwestindiens auf 10×10 Feldern mit zwei Damen, einem Prinzen (Dame+Springer) und den Urdabegs, Bauern, die auch rückwärts ziehen und schlagen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="42"/>
        <source>Prince</source>
        <translation>Prinz</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="47"/>
        <source>Urdabeg</source>
        <translation>Urdabeg</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="13"/>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="14"/>
        <source>Whether the piece of the file must have been captured before a pawn may become it.</source>
        <translation>Ob die Figur der Linie geschlagen sein muss, bevor ein Bauer zu ihr werden darf.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="15"/>
        <source>Piece of the file</source>
        <translation>Figur der Linie</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="16"/>
        <source>A pawn on the last rank becomes the piece of its file, the queen on the king&apos;s file, whatever has been captured.</source>
        <translation>Ein Bauer auf der letzten Reihe wird zur Figur seiner Linie, auf der Linie des Königs zur Dame, gleich was geschlagen wurde.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="18"/>
        <source>Only a captured piece of the file</source>
        <translation>Nur eine geschlagene Figur der Linie</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="19"/>
        <source>Only when that piece has been lost (never a second bishop on one colour); otherwise the pawn waits on the rank before, still giving check.</source>
        <translation>Nur wenn diese Figur verloren ist (nie ein zweiter Läufer auf einer Farbe); sonst wartet der Bauer auf der vorletzten Reihe und bietet von dort weiter Schach.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="23"/>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="24"/>
        <source>A move that leaves the opponent without a move is illegal, unless every move does; then it is a draw.</source>
        <translation>Ein Zug, der dem Gegner keinen Zug lässt, ist nicht erlaubt, es sei denn, jeder Zug tut das; dann ist es remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="50"/>
        <source>Baroda Chess</source>
        <translation>Baroda-Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="51"/>
        <source>Datey&apos;s 10x10 game of the 1890s: thirty men a side, among them prince, governor, commander, bandmaster, police and citizens; pawns promote to a lost piece of their file.</source>
        <translation>Dateys Spiel auf 10×10 Feldern aus den 1890er Jahren: dreißig Figuren auf jeder Seite, darunter Prinz, Statthalter, Feldherr, Kapellmeister, Polizisten und Bürger; Bauern werden zu einer verlorenen Figur ihrer Linie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="53"/>
        <source>Chief Minister</source>
        <translation>Erster Minister</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="54"/>
        <source>Chief of Army</source>
        <translation>Heerführer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="55"/>
        <source>Governor</source>
        <translation>Statthalter</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="57"/>
        <source>Bandmaster</source>
        <translation>Kapellmeister</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="59"/>
        <source>Camel</source>
        <translation>Kamel</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="61"/>
        <source>Police</source>
        <translation>Polizist</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="62"/>
        <source>Citizen</source>
        <translation>Bürger</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="131"/>
        <source>Chaturanga 4-84</source>
        <translation>Chaturanga 4-84</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="132"/>
        <source>Four armies in two teams on an 84-square board: kings are captured, pawns leap, wazirs are dropped, and the four old squares in the centre can win the game.</source>
        <translation>Vier Armeen in zwei Teams auf einem Brett mit 84 Feldern: Könige werden geschlagen, Bauern springen, Wazire werden eingesetzt, und wer die vier alten Felder in der Mitte besetzt, kann die Partie gewinnen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="135"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="136"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="137"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="138"/>
        <source>Wazir</source>
        <translation>Wazir</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="140"/>
        <source>Chaturanga</source>
        <translation>Chaturanga</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="141"/>
        <source>The ancient Indian game on the unchequered ashtapada: counsellor and elephant step where queen and bishop later ride, and stalemate wins.</source>
        <translation>Das alte indische Spiel auf dem ungefärbten Ashtapada: Ratgeber und Elefant schreiten, wo später Dame und Läufer ziehen, und das Patt gewinnt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="185"/>
        <source>Counsellor</source>
        <translation>Ratgeber</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="58"/>
        <source>Elephant</source>
        <translation>Elefant</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="60"/>
        <source>Horse</source>
        <translation>Pferd</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="186"/>
        <source>Chariot</source>
        <translation>Wagen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="143"/>
        <source>Where king and counsellor stand; Pritchard gives no array.</source>
        <translation>Wo König und Ratgeber stehen; Pritchard gibt keine Aufstellung an.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="144"/>
        <source>Kings facing (e1, e8)</source>
        <translation>Könige gegenüber (e1, e8)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="145"/>
        <source>King on e1 and e8, counsellor on d1 and d8, as Fairy-Stockfish sets up chaturanga.</source>
        <translation>König auf e1 und e8, Ratgeber auf d1 und d8, wie Fairy-Stockfish Chaturanga aufstellt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="147"/>
        <source>Crosswise (e1, d8)</source>
        <translation>Über Kreuz (e1, d8)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="148"/>
        <source>White&apos;s king on e1 faces Black&apos;s counsellor on e8; Black&apos;s king stands on d8.</source>
        <translation>Der weiße König auf e1 steht dem schwarzen Ratgeber auf e8 gegenüber; der schwarze König steht auf d8.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="150"/>
        <source>As in shatranj (d1, d8)</source>
        <translation>Wie im Schatrandsch (d1, d8)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="151"/>
        <source>Kings on d1 and d8, counsellors on e1 and e8, the array of Fairy-Stockfish&apos;s shatranj.</source>
        <translation>Könige auf d1 und d8, Ratgeber auf e1 und e8, die Aufstellung des Schatrandsch von Fairy-Stockfish.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="153"/>
        <source>How the elephant moves: Pritchard&apos;s leap, or one of the two moves Murray found in Arabic sources.</source>
        <translation>Wie der Elefant zieht: Pritchards Sprung oder einer der beiden Züge, die Murray in arabischen Quellen fand.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="154"/>
        <source>Two squares diagonally (alfil)</source>
        <translation>Zwei Felder schräg (Alfil)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="155"/>
        <source>A leap of two squares diagonally over the square between.</source>
        <translation>Ein Sprung zwei Felder schräg, über das Feld dazwischen hinweg.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="157"/>
        <source>Two squares straight (al-Adli)</source>
        <translation>Zwei Felder gerade (al-Adli)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="158"/>
        <source>A leap of two squares orthogonally over the square between.</source>
        <translation>Ein Sprung zwei Felder gerade, über das Feld dazwischen hinweg.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="160"/>
        <source>Trunk and four feet (al-Beruni)</source>
        <translation>Rüssel und vier Füße (al-Beruni)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="161"/>
        <source>One square straight forward or one square diagonally, as the elephant of Burmese and Thai chess.</source>
        <translation>Ein Feld gerade vorwärts oder ein Feld schräg, wie der Elefant des birmanischen und des thailändischen Schachs.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="165"/>
        <source>Win for the stalemated side</source>
        <translation>Sieg für die patt gesetzte Seite</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="166"/>
        <source>The side that is stalemated wins.</source>
        <translation>Die Seite, die patt gesetzt ist, gewinnt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="167"/>
        <source>Bare king</source>
        <translation>Blanker König</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="168"/>
        <source>Whether a king left without any other man loses, as in shatranj.</source>
        <translation>Ob ein König, dem keine andere Figur bleibt, verliert, wie im Schatrandsch.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="169"/>
        <source>No rule</source>
        <translation>Keine Regel</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="170"/>
        <source>A bare king plays on; only checkmate and stalemate decide.</source>
        <translation>Ein blanker König spielt weiter; nur Matt und Patt entscheiden.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="172"/>
        <source>Loses, as in shatranj</source>
        <translation>Verliert, wie im Schatrandsch</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="173"/>
        <source>A side whose king is left alone loses, unless it can bare the other king at once: then it is a draw.</source>
        <translation>Eine Seite, deren König allein bleibt, verliert, es sei denn, sie kann den anderen König sofort entblößen: dann ist es remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="175"/>
        <source>Board marks</source>
        <translation>Brettmarkierungen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="176"/>
        <source>The marked squares of the unchequered board; they are drawn only and change no rule.</source>
        <translation>Die markierten Felder des ungefärbten Bretts; sie werden nur gezeichnet und ändern keine Regel.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="177"/>
        <source>Ashtapada crosses</source>
        <translation>Ashtapada-Kreuze</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="178"/>
        <source>Crosses on the corners of the four quarters: a1 d1 e1 h1, a4 d4 e4 h4, a5 d5 e5 h5, a8 d8 e8 h8.</source>
        <translation>Kreuze in den Ecken der vier Viertel: a1 d1 e1 h1, a4 d4 e4 h4, a5 d5 e5 h5, a8 d8 e8 h8.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="180"/>
        <source>Swan&apos;s feet</source>
        <translation>Schwanenfüße</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="181"/>
        <source>Marks on a4 a5 d4 d5 e4 e5 h4 h5.</source>
        <translation>Markierungen auf a4 a5 d4 d5 e4 e5 h4 h5.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="82"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="183"/>
        <source>A plain board.</source>
        <translation>Ein schlichtes Brett.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="188"/>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="189"/>
        <source>Orthodox chess under the FIDE Laws, the game every player knows: the point of comparison for the great variants.</source>
        <translation>Klassisches Schach nach den FIDE-Regeln, das Spiel, das jeder Spieler kennt: der Vergleichspunkt für die großen Varianten.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="199"/>
        <source>Desi Chess</source>
        <translation>Desi-Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="200"/>
        <source>&quot;The ancient Indian game&quot;: kings face queens, queen and bishop with their old moves, no pawn double step, and the last unit besides the king cannot be captured.</source>
        <translation>„Das alte indische Spiel“: Könige stehen Damen gegenüber, Dame und Läufer ziehen wie früher, Bauern haben keinen Doppelschritt, und die letzte Figur neben dem König darf nicht geschlagen werden.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="201"/>
        <source>Old moves</source>
        <translation>Alte Gangarten</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="202"/>
        <source>Whether queen and bishop move as in the old game (one square diagonally; two squares diagonally, leaping) or as today.</source>
        <translation>Ob Dame und Läufer ziehen wie im alten Spiel (ein Feld schräg; zwei Felder schräg, springend) oder wie heute.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="203"/>
        <source>The queen steps one square diagonally (ferz), the bishop leaps two squares diagonally (alfil).</source>
        <translation>Die Dame zieht ein Feld schräg (Fers), der Läufer springt zwei Felder schräg (Alfil).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="205"/>
        <source>Modern moves</source>
        <translation>Moderne Gangarten</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="206"/>
        <source>Queen and bishop move as in European chess.</source>
        <translation>Dame und Läufer ziehen wie im europäischen Schach.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="250"/>
        <source>Hyderabad Decimal Chess</source>
        <translation>Hyderabad-Dezimalschach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="251"/>
        <source>The Indian 10x10 game with vizier (B+N), giraffe (Q+N) and dabbaba (R+N) in a crosswise array.</source>
        <translation>Das indische Spiel auf 10×10 Feldern mit Wesir (Läufer+Springer), Giraffe (Dame+Springer) und Dabbaba (Turm+Springer) in überkreuzter Aufstellung.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="269"/>
        <source>Vizier</source>
        <translation>Wesir</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="270"/>
        <source>Giraffe</source>
        <translation>Giraffe</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="271"/>
        <source>Dabbaba</source>
        <translation>Dabbaba</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="253"/>
        <source>Which reading of the manuscript, or which modern simplification, to play.</source>
        <translation>Welche Lesart der Handschrift oder welche moderne Vereinfachung gespielt wird.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="254"/>
        <source>Markov 2022</source>
        <translation>Markov 2022</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="255"/>
        <source>Pawns one step; promotion to the file piece; king&apos;s knight leap; capturing the last piece draws; pawn mate is a double victory.</source>
        <translation>Bauern ziehen ein Feld; Umwandlung in die Ausgangsfigur der Linie; Springersprung des Königs; Schlagen der letzten Figur ist remis; Bauernmatt ist ein Doppelsieg.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="257"/>
        <source>Cazaux &amp; Knowlton 2017</source>
        <translation>Cazaux &amp; Knowlton 2017</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="258"/>
        <source>As Markov, but a pawn whose piece is unavailable waits on the last rank; no king&apos;s leap, no bishop limit, no special results.</source>
        <translation>Wie Markov, aber ein Bauer, dessen Figur nicht verfügbar ist, wartet auf der letzten Reihe; kein Königssprung, keine Läuferbeschränkung, keine besonderen Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="260"/>
        <source>Bodlaender</source>
        <translation>Bodlaender</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="261"/>
        <source>Pawns one step; promotion to a queen only, compulsory; stalemate is a draw.</source>
        <translation>Bauern ziehen ein Feld; Umwandlung nur in eine Dame, zwingend; Patt ist remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="263"/>
        <source>Greenwood (modern)</source>
        <translation>Greenwood (modern)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="264"/>
        <source>As Bodlaender, plus double steps from the 2nd and 3rd ranks, en passant, and castling with a three-square king move.</source>
        <translation>Wie Bodlaender, dazu Doppelschritte von der 2. und 3. Reihe, en passant und Rochade, bei der der König drei Felder zieht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="273"/>
        <source>Indian Chess</source>
        <translation>Indisches Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="274"/>
        <source>The Indian game of the 18th and 19th centuries: initial moves, promotion to the piece of the file, the king&apos;s once-only knight leap, no stalemate, and three grades of victory.</source>
        <translation>Das indische Spiel des 18. und 19. Jahrhunderts: Anfangszüge, Umwandlung in die Figur der Linie, der einmalige Springersprung des Königs, kein Patt und drei Stufen des Sieges.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="275"/>
        <source>On which side of his queen the king stands.</source>
        <translation>Auf welcher Seite seiner Dame der König steht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="276"/>
        <source>King on the right of the queen</source>
        <translation>König rechts von der Dame</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="277"/>
        <source>White&apos;s king on e1 faces Black&apos;s queen; Black&apos;s king stands on d8.</source>
        <translation>Der weiße König auf e1 steht der schwarzen Dame gegenüber; der schwarze König steht auf d8.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="279"/>
        <source>Bengal: king on the left</source>
        <translation>Bengalen: König links</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="280"/>
        <source>White&apos;s king on d1, his queen on e1; Black&apos;s king on e8, as in European chess.</source>
        <translation>Der weiße König auf d1, seine Dame auf e1; der schwarze König auf e8, wie im europäischen Schach.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="282"/>
        <source>Pawns&apos; double step</source>
        <translation>Doppelschritt der Bauern</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="283"/>
        <source>Which pawns may advance two squares from their first square, while the piece of their file is still at home.</source>
        <translation>Welche Bauern von ihrem Ausgangsfeld zwei Felder vorrücken dürfen, solange die Figur ihrer Linie noch auf ihrem Feld steht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="284"/>
        <source>a-, d-, e- and h-pawns</source>
        <translation>a-, d-, e- und h-Bauern</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="285"/>
        <source>The pawns of the rooks&apos;, the king&apos;s and the queen&apos;s files.</source>
        <translation>Die Bauern der Turmlinien, der Königslinie und der Damenlinie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="287"/>
        <source>d- and e-pawns</source>
        <translation>d- und e-Bauern</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="288"/>
        <source>Only the king&apos;s and the queen&apos;s pawns.</source>
        <translation>Nur der Königs- und der Damenbauer.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="290"/>
        <source>d-pawn only</source>
        <translation>Nur der d-Bauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="291"/>
        <source>Only the pawn of the d-file.</source>
        <translation>Nur der Bauer der d-Linie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="292"/>
        <source>Pawns always step one square.</source>
        <translation>Bauern ziehen immer ein Feld.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="207"/>
        <source>Initial moves</source>
        <translation>Anfangszüge</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="208"/>
        <source>White first makes this many moves in a row, then Black as many, each with a different unit and within his own half; then the players alternate.</source>
        <translation>Weiß macht zuerst so viele Züge hintereinander, dann Schwarz ebenso viele, jeder mit einer anderen Figur und in der eigenen Hälfte; danach ziehen die Spieler abwechselnd.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="209"/>
        <source>Four each</source>
        <translation>Je vier</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="210"/>
        <source>Four moves of White, then four of Black.</source>
        <translation>Vier Züge von Weiß, dann vier von Schwarz.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="212"/>
        <source>Eight each</source>
        <translation>Je acht</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="213"/>
        <source>Eight moves of White, then eight of Black.</source>
        <translation>Acht Züge von Weiß, dann acht von Schwarz.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="215"/>
        <source>Three each</source>
        <translation>Je drei</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="216"/>
        <source>Three moves of White, then three of Black.</source>
        <translation>Drei Züge von Weiß, dann drei von Schwarz.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="218"/>
        <source>The players alternate from the first move.</source>
        <translation>Die Spieler ziehen vom ersten Zug an abwechselnd.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="294"/>
        <source>Grades of victory</source>
        <translation>Stufen des Sieges</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="295"/>
        <source>What taking the last unit beside the king means, and the score of a mate.</source>
        <translation>Was das Schlagen der letzten Figur neben dem König bedeutet, und wie ein Matt gewertet wird.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="296"/>
        <source>Three grades</source>
        <translation>Drei Stufen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="297"/>
        <source>Baring the king is a half-win (¾–¼), a checkmate a win, a mate given by a pawn a double victory (2–0).</source>
        <translation>Den König zu entblößen ist ein halber Sieg (¾–¼), ein Schachmatt ein Sieg, ein Matt durch einen Bauern ein Doppelsieg (2–0).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="299"/>
        <source>Bare king draws</source>
        <translation>Blanker König ist remis</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="300"/>
        <source>Baring the king draws at once, and so does a board with four units or fewer (chamori bhaaji); mates score as in three grades.</source>
        <translation>Den König zu entblößen ist sofort remis, ebenso ein Brett mit vier oder weniger Figuren (Chamori Bhaaji); Matts werden gewertet wie bei drei Stufen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="304"/>
        <source>Joara-Joari</source>
        <translation>Joara-Joari</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="305"/>
        <source>Indian chess in which a supported unit cannot be captured unless the capture discovers check, and the king moves only when in check.</source>
        <translation>Indisches Schach, in dem eine gedeckte Figur nicht geschlagen werden darf, außer wenn das Schlagen ein Abzugsschach gibt, und in dem der König nur im Schach ziehen darf.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="67"/>
        <source>King&apos;s leap</source>
        <translation>Königssprung</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="307"/>
        <source>Whether the king keeps its once-only knight leap; opinions differ.</source>
        <translation>Ob der König seinen einmaligen Springersprung behält; die Meinungen gehen auseinander.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="308"/>
        <source>Until the first check</source>
        <translation>Bis zum ersten Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="309"/>
        <source>Once a game, as a knight to an empty square, in answer to the king&apos;s first check; after that check it is lost.</source>
        <translation>Einmal in der Partie, wie ein Springer auf ein leeres Feld, als Antwort auf das erste Schach; nach diesem Schach ist er verloren.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="311"/>
        <source>Forfeited</source>
        <translation>Verwirkt</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="312"/>
        <source>The king has no leap.</source>
        <translation>Der König hat keinen Sprung.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="316"/>
        <source>Kaiserspiel</source>
        <translation>Kaiserspiel</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="317"/>
        <source>Tressau&apos;s 10x10 game of 1840 (after Peguilhen 1819) with commander (Q+N) and adjutant (B+N); pawns step up to three squares.</source>
        <translation>Tressaus Spiel von 1840 auf 10×10 Feldern (nach Peguilhen 1819) mit Feldherr (Dame+Springer) und Adjutant (Läufer+Springer); Bauern ziehen bis zu drei Felder.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="319"/>
        <source>Where queen and commander stand, and how far the king castles.</source>
        <translation>Wo Dame und Feldherr stehen und wie weit der König rochiert.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="320"/>
        <source>Tressau 1840</source>
        <translation>Tressau 1840</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="321"/>
        <source>Commander on d1, queen on f1; the king castles to b1 or i1.</source>
        <translation>Feldherr auf d1, Dame auf f1; der König rochiert nach b1 oder i1.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="323"/>
        <source>Peguilhen 1819</source>
        <translation>Peguilhen 1819</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="324"/>
        <source>Queen on d1, commander on f1; the king castles three squares either way (b1 or h1).</source>
        <translation>Dame auf d1, Feldherr auf f1; der König rochiert nach beiden Seiten drei Felder weit (b1 oder h1).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="331"/>
        <source>Compulsory promotion to any of Q, C, A, R, B, N; stalemate is a draw.</source>
        <translation>Umwandlung zwingend, in Dame, Feldherr, Adjutant, Turm, Läufer oder Springer; Patt ist remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="341"/>
        <source>Maharaja</source>
        <translation>Maharaja</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="342"/>
        <source>A 12x8 game of about 1935 with maharani (Q+N), two queens and two elves: pawns promote rank by rank, captured men return as deserters, and a man may be given up.</source>
        <translation>Ein Spiel auf 12×8 Feldern von etwa 1935 mit Maharani (Dame+Springer), zwei Damen und zwei Elfen: Bauern werden Reihe um Reihe umgewandelt, geschlagene Figuren kehren als Überläufer zurück, und eine Figur darf geopfert werden.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="344"/>
        <source>Maharani</source>
        <translation>Maharani</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="345"/>
        <source>Elf</source>
        <translation>Elf</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="347"/>
        <source>The Maharajah and the Sepoys</source>
        <translation>Der Maharadscha und die Sepoys</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="348"/>
        <source>A full army against one mighty piece, the Maharajah (Q+N), placed on any safe square before the first move: the army must trap it, the Maharajah must mate.</source>
        <translation>Eine ganze Armee gegen eine einzige mächtige Figur, den Maharadscha (Dame+Springer), der vor dem ersten Zug auf ein sicheres Feld gesetzt wird: Die Armee muss ihn fangen, der Maharadscha muss mattsetzen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="358"/>
        <source>Maharajah</source>
        <translation>Maharadscha</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="349"/>
        <source>The Maharajah</source>
        <translation>Der Maharadscha</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="350"/>
        <source>Whether the Maharajah is a king, kept out of check, or a piece the army wins by capturing.</source>
        <translation>Ob der Maharadscha ein König ist, der nicht im Schach stehen darf, oder eine Figur, die die Armee durch Schlagen gewinnt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="351"/>
        <source>Royal</source>
        <translation>Königlich</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="352"/>
        <source>The Maharajah may never stand attacked; the army wins by checkmating it.</source>
        <translation>Der Maharadscha darf nie angegriffen stehen; die Armee gewinnt, indem sie ihn mattsetzt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="354"/>
        <source>To be captured</source>
        <translation>Zu schlagen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="355"/>
        <source>The Maharajah may move onto attacked squares; the army wins when it captures it.</source>
        <translation>Der Maharadscha darf auf angegriffene Felder ziehen; die Armee gewinnt, wenn sie ihn schlägt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="397"/>
        <source>Mysore Chess</source>
        <translation>Mysore-Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="398"/>
        <source>The great board of Mysore, 12x12 (or 14x14), with four rooks and four bishops a side: a minister returns where a promoting pawn stood.</source>
        <translation>Das große Brett von Mysore, 12×12 (oder 14×14) Felder, mit vier Türmen und vier Läufern auf jeder Seite: Ein Minister kehrt dorthin zurück, wo ein umwandelnder Bauer stand.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="399"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="400"/>
        <source>The size of the board.</source>
        <translation>Die Größe des Bretts.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="401"/>
        <source>12x12</source>
        <translation>12×12</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="402"/>
        <source>Twelve files and ranks, 24 men a side.</source>
        <translation>Zwölf Linien und Reihen, 24 Figuren auf jeder Seite.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="404"/>
        <source>14x14</source>
        <translation>14×14</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="405"/>
        <source>Fourteen files and ranks, with a prince (moves as the minister) and a queen (moves as a king) added.</source>
        <translation>Vierzehn Linien und Reihen, dazu ein Prinz (zieht wie der Minister) und eine Dame (zieht wie ein König).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="412"/>
        <source>As in Indian chess: the piece of the file (the minister on the king&apos;s file), only when lost (never a second bishop on one colour); otherwise the pawn waits on the rank before.</source>
        <translation>Wie im indischen Schach: die Figur der Linie (auf der Linie des Königs der Minister), nur wenn sie verloren ist (nie ein zweiter Läufer auf einer Farbe); sonst wartet der Bauer auf der vorletzten Reihe.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="423"/>
        <source>Parsi Chess</source>
        <translation>Parsi-Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="424"/>
        <source>The game of southern India that Murray called Parsi chess: Indian chess with the king on his queen&apos;s right and four initial moves each.</source>
        <translation>Das Spiel Südindiens, das Murray Parsi-Schach nannte: indisches Schach mit dem König rechts von seiner Dame und je vier Anfangszügen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="477"/>
        <source>Shataranja</source>
        <translation>Shataranja</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="478"/>
        <source>A 10x10 Indian game with crown prince (Q+N), minister, kotwal (B+N), begums and four horses; with armed attendants it is Qatranj.</source>
        <translation>Ein indisches Spiel auf 10×10 Feldern mit Kronprinz (Dame+Springer), Minister, Kotwal (Läufer+Springer), Begums und vier Pferden; mit bewaffneten Begleiterinnen ist es Qatranj.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="498"/>
        <source>Crown Prince</source>
        <translation>Kronprinz</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="421"/>
        <source>Minister</source>
        <translation>Minister</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="487"/>
        <source>Kotwal</source>
        <translation>Kotwal</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="499"/>
        <source>Begum</source>
        <translation>Begum</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="500"/>
        <source>Attendant</source>
        <translation>Begleiterin</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="479"/>
        <source>Begums or attendants</source>
        <translation>Begums oder Begleiterinnen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="480"/>
        <source>The two men beside the pawns: Iyer&apos;s begums, or the armed attendants of Qatranj.</source>
        <translation>Die beiden Figuren neben den Bauern: Iyers Begums oder die bewaffneten Begleiterinnen des Qatranj.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="481"/>
        <source>Begums (Shataranja)</source>
        <translation>Begums (Shataranja)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="482"/>
        <source>The begum moves one square in any direction, as a king that is not royal.</source>
        <translation>Die Begum zieht ein Feld in jede Richtung, wie ein König, aber ohne königlichen Rang.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="484"/>
        <source>Armed attendants (Qatranj)</source>
        <translation>Bewaffnete Begleiterinnen (Qatranj)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="485"/>
        <source>The attendant moves or captures one square, always to a square nearer the enemy king.</source>
        <translation>Die Begleiterin zieht oder schlägt ein Feld weit, immer auf ein Feld näher am gegnerischen König.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="488"/>
        <source>How the kotwal moves.</source>
        <translation>Wie der Kotwal zieht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="489"/>
        <source>Bishop and knight</source>
        <translation>Läufer und Springer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="490"/>
        <source>As a bishop or a knight.</source>
        <translation>Wie ein Läufer oder ein Springer.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="491"/>
        <source>Queen and knight</source>
        <translation>Dame und Springer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="492"/>
        <source>As a queen or a knight, as the crown prince.</source>
        <translation>Wie eine Dame oder ein Springer, wie der Kronprinz.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="407"/>
        <source>What a pawn that reaches the last rank becomes.</source>
        <translation>Was aus einem Bauern wird, der die letzte Reihe erreicht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="408"/>
        <source>A minister, back where the pawn came from</source>
        <translation>Ein Minister auf dem Feld, von dem der Bauer kam</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="409"/>
        <source>The pawn is replaced by a minister on the square it came from; the last-rank square stays empty. Unlimited.</source>
        <translation>Der Bauer wird durch einen Minister auf dem Feld ersetzt, von dem er kam; das Feld auf der letzten Reihe bleibt leer. Unbegrenzt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="411"/>
        <source>The piece of the file</source>
        <translation>Die Figur der Linie</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="495"/>
        <source>As in Indian chess: the piece of the file (the minister on the king&apos;s file), only when lost; otherwise the pawn waits on the rank before.</source>
        <translation>Wie im indischen Schach: die Figur der Linie (auf der Linie des Königs der Minister), nur wenn sie verloren ist; sonst wartet der Bauer auf der vorletzten Reihe.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="413"/>
        <source>The stalemated player removes a man</source>
        <translation>Der patt gesetzte Spieler entfernt eine Figur</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="414"/>
        <source>Instead of moving, the stalemated player takes any enemy man but the king off the board, and play goes on.</source>
        <translation>Statt zu ziehen, nimmt der patt gesetzte Spieler eine beliebige gegnerische Figur außer dem König vom Brett, und das Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="416"/>
        <source>Whether a side left with only its king and pawns loses.</source>
        <translation>Ob eine Seite verliert, der nur König und Bauern bleiben.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="417"/>
        <source>King and pawns lose</source>
        <translation>König und Bauern verlieren</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="418"/>
        <source>A side left with nothing but its king and pawns loses at once.</source>
        <translation>Eine Seite, der nichts als König und Bauern bleibt, verliert sofort.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="419"/>
        <source>Only checkmate and stalemate decide.</source>
        <translation>Nur Matt und Patt entscheiden.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="592"/>
        <source>Sultanspiel</source>
        <translation>Sultanspiel</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="593"/>
        <source>Tressau&apos;s 11x11 game of 1840: the Kaiserspiel pieces plus the marshal (R+N).</source>
        <translation>Tressaus Spiel von 1840 auf 11×11 Feldern: die Figuren des Kaiserspiels und dazu der Marschall (Turm+Springer).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="614"/>
        <source>Marshal</source>
        <translation>Marschall</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="594"/>
        <source>Which of Tressau&apos;s two arrays; in both the bishops stand on squares of different colours.</source>
        <translation>Welche von Tressaus zwei Aufstellungen; in beiden stehen die Läufer auf Feldern verschiedener Farbe.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="595"/>
        <source>Tressau, Fig. 3</source>
        <translation>Tressau, Fig. 3</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="596"/>
        <source>R B N M C K Q A B N R: bishops on b1 (light) and i1 (dark).</source>
        <translation>T L S M F K D A L S T: Läufer auf b1 (hell) und i1 (dunkel).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="598"/>
        <source>Tressau, Fig. 4</source>
        <translation>Tressau, Fig. 4</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="599"/>
        <source>R N B M C K Q A N B R: bishops on c1 (dark) and j1 (light).</source>
        <translation>T S L M F K D A S L T: Läufer auf c1 (dunkel) und j1 (hell).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="601"/>
        <source>Compulsory promotion to any of Q, C, M, A, R, B, N; stalemate is a draw.</source>
        <translation>Umwandlung zwingend, in Dame, Feldherr, Marschall, Adjutant, Turm, Läufer oder Springer; Patt ist remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="602"/>
        <source>King targets</source>
        <translation>Königsziele</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="603"/>
        <source>A king that reaches f6 or the enemy king&apos;s initial square wins at once.</source>
        <translation>Ein König, der f6 oder das Ausgangsfeld des gegnerischen Königs erreicht, gewinnt sofort.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="107"/>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="604"/>
        <source>White&apos;s king wins on f6 or f11, Black&apos;s on f6 or f1.</source>
        <translation>Der weiße König gewinnt auf f6 oder f11, der schwarze auf f6 oder f1.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="605"/>
        <source>Only checkmate and stalemate end the game.</source>
        <translation>Nur Matt und Patt beenden die Partie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="606"/>
        <source>Who chooses the array</source>
        <translation>Wer die Aufstellung wählt</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="607"/>
        <source>Fix the array in the dialog, or let Black choose it and the king targets before White&apos;s first move.</source>
        <translation>Die Aufstellung im Dialog festlegen oder Schwarz sie und die Königsziele vor dem ersten Zug von Weiß wählen lassen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="612"/>
        <source>Black&apos;s first decision is the array and whether the king targets apply, before White moves.</source>
        <translation>Schwarz wählt zuerst die Aufstellung und ob die Königsziele gelten, bevor Weiß zieht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="360"/>
        <source>Makruk</source>
        <translation>Makruk</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="361"/>
        <source>Thai chess: met and thon step where queen and bishop ride, pawns start on the third rank and become mets on the sixth, and a count limits the moves to mate.</source>
        <translation>Thailändisches Schach: Met und Thon ziehen einen Schritt, wo Dame und Läufer weit ziehen, die Bauern beginnen auf der dritten Reihe und werden auf der sechsten zu Mets, und eine Zählung begrenzt die Züge bis zum Matt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="126"/>
        <source>Met</source>
        <translation>Met</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="127"/>
        <source>Rua</source>
        <translation>Rua</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="128"/>
        <source>Thon</source>
        <translation>Thon</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="129"/>
        <source>Bia</source>
        <translation>Bia</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="112"/>
        <source>Counting</source>
        <translation>Zählung</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="113"/>
        <source>How many moves the stronger side has to mate once the material is low.</source>
        <translation>Wie viele Züge die stärkere Seite zum Mattsetzen hat, sobald wenig Material übrig ist.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="362"/>
        <source>Modern (board&apos;s and pieces&apos; honour)</source>
        <translation>Modern (Ehre des Bretts und der Figuren)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="118"/>
        <source>No count while a pawn is left. Board&apos;s honour: 64 moves while neither side is bare. Pieces&apos; honour, once a side is bare: 8 moves with two rooks, 16 with one, 22 with two thons, 32 with two horses, 44 with one thon, else 64, counted from the number of units on the board.</source>
        <translation>Keine Zählung, solange ein Bauer übrig ist. Ehre des Bretts: 64 Züge, solange keine Seite entblößt ist. Ehre der Figuren, sobald eine Seite entblößt ist: 8 Züge mit zwei Türmen, 16 mit einem, 22 mit zwei Thons, 32 mit zwei Pferden, 44 mit einem Thon, sonst 64, gezählt ab der Zahl der Steine auf dem Brett.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="120"/>
        <source>Pritchard&apos;s</source>
        <translation>Nach Pritchard</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="121"/>
        <source>Once one side has no rook, thon or horse, the other must mate within 8 moves with two rooks, 16 with one, 22 with two thons, 33 with two horses, 44 with one thon, 66 with one horse; mets do not count. A capture of one of its pieces starts the count again.</source>
        <translation>Sobald eine Seite keinen Turm, Thon und kein Pferd mehr hat, muss die andere mattsetzen: in 8 Zügen mit zwei Türmen, 16 mit einem, 22 mit zwei Thons, 33 mit zwei Pferden, 44 mit einem Thon, 66 mit einem Pferd; Mets zählen nicht. Wird eine ihrer Figuren geschlagen, beginnt die Zählung von Neuem.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="123"/>
        <source>No move rule: the count limits the game instead.</source>
        <translation>Keine Zugregel: Stattdessen begrenzt die Zählung die Partie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="124"/>
        <source>The usual rule of European chess, besides the count.</source>
        <translation>Die übliche Regel des europäischen Schachs, zusätzlich zur Zählung.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="363"/>
        <source>Privilege moves</source>
        <translation>Vorrechtszüge</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="364"/>
        <source>First moves of king and met that the modern game does not know.</source>
        <translation>Erste Züge von König und Met, die das heutige Spiel nicht kennt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="365"/>
        <source>King and met move only as they always do.</source>
        <translation>König und Met ziehen nur, wie sie immer ziehen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="367"/>
        <source>Murray&apos;s</source>
        <translation>Nach Murray</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="368"/>
        <source>The king&apos;s first move may be a knight&apos;s leap, the met&apos;s first move the leap e1-e3 (d8-d6); neither captures or is made in check.</source>
        <translation>Der erste Zug des Königs darf ein Springersprung sein, der erste Zug des Mets der Sprung e1-e3 (d8-d6); keiner von beiden schlägt oder wird im Schach gemacht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="370"/>
        <source>Falkener&apos;s</source>
        <translation>Nach Falkener</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="371"/>
        <source>The king&apos;s first move may be a knight&apos;s leap, the met&apos;s first move a leap of two squares in any direction; neither captures or is made in check.</source>
        <translation>Der erste Zug des Königs darf ein Springersprung sein, der erste Zug des Mets ein Sprung um zwei Felder in beliebiger Richtung; keiner von beiden schlägt oder wird im Schach gemacht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="373"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3; the modern Thai counting rules (cross-checked with Fairy-Stockfish)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3; die modernen thailändischen Zählregeln (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="119"/>
        <source>the modern Thai rules (cross-checked with Fairy-Stockfish)</source>
        <translation>die modernen thailändischen Regeln (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="122"/>
        <source>Pritchard 2007, 29.3, editor&apos;s note</source>
        <translation>Pritchard 2007, 29.3, Anmerkung des Herausgebers</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="366"/>
        <source>Pritchard 2007, 29.3: privilege moves are unknown in the modern game</source>
        <translation>Pritchard 2007, 29.3: Vorrechtszüge kennt das heutige Spiel nicht</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="369"/>
        <source>Pritchard 2007, 29.3, after Murray</source>
        <translation>Pritchard 2007, 29.3, nach Murray</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="372"/>
        <source>Pritchard 2007, 29.3, after Falkener</source>
        <translation>Pritchard 2007, 29.3, nach Falkener</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="103"/>
        <source>Cambodian Chess</source>
        <translation>Kambodschanisches Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="104"/>
        <source>Ouk Chatrang: Makruk with the king&apos;s first-move leap and the met&apos;s double step, and Cambodia&apos;s own count.</source>
        <translation>Ouk Chatrang: Makruk mit dem Sprung des Königs und dem Doppelschritt des Mets als erstem Zug und Kambodschas eigener Zählung.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="105"/>
        <source>Rook&apos;s aim</source>
        <translation>Zielen des Turms</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="106"/>
        <source>Whether the unmoved king loses its leap when an enemy rook moves onto its rank or file.</source>
        <translation>Ob der unbewegte König seinen Sprung verliert, wenn ein gegnerischer Turm auf seine Reihe oder Linie zieht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="108"/>
        <source>An enemy rook moving onto the unmoved king&apos;s rank or file takes its leap away.</source>
        <translation>Ein gegnerischer Turm, der auf die Reihe oder Linie des unbewegten Königs zieht, nimmt ihm den Sprung.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="110"/>
        <source>Only moving or taking the king takes its leap away.</source>
        <translation>Nur ein Zug des Königs (oder sein Schlagen) nimmt ihm den Sprung.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="114"/>
        <source>Cambodian</source>
        <translation>Kambodschanisch</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="115"/>
        <source>Board&apos;s honour: 63 moves for a side of two or three units against one that is not bare. Pieces&apos; honour, once a side is bare and no pawn is left: 7 moves with two rooks, 15 with one, 21 with two thons, 31 with two horses, 43 with one thon, else 63, counted from the number of units on the board.</source>
        <translation>Ehre des Bretts: 63 Züge für eine Seite mit zwei oder drei Einheiten gegen eine, die nicht blank ist. Ehre der Figuren, sobald eine Seite blank und kein Bauer mehr übrig ist: 7 Züge mit zwei Türmen, 15 mit einem, 21 mit zwei Thons, 31 mit zwei Pferden, 43 mit einem Thon, sonst 63, gezählt ab der Zahl der Einheiten auf dem Brett.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="117"/>
        <source>Makruk&apos;s</source>
        <translation>Wie im Makruk</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="125"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3; the privilege moves and the count of the modern Cambodian rules (cross-checked with Fairy-Stockfish)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3; die Vorrechtszüge und die Zählung der modernen kambodschanischen Regeln (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="109"/>
        <source>the modern Cambodian rules (cross-checked with Fairy-Stockfish)</source>
        <translation>die modernen kambodschanischen Regeln (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="116"/>
        <source>the modern Cambodian counting (cross-checked with Fairy-Stockfish)</source>
        <translation>die moderne kambodschanische Zählung (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="111"/>
        <source>Pritchard 2007, 29.3, who does not mention the rook&apos;s aim</source>
        <translation>Pritchard 2007, 29.3, der das Zielen des Turms nicht erwähnt</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="337"/>
        <source>Ka Ok</source>
        <translation>Ka Ok</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="338"/>
        <source>Cambodian chess in which the first player to give check wins.</source>
        <translation>Kambodschanisches Schach, in dem gewinnt, wer zuerst Schach bietet.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="339"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3; the rest of the rules as in modern Cambodian chess (cross-checked with Fairy-Stockfish)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3; die übrigen Regeln wie im modernen kambodschanischen Schach (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="94"/>
        <source>Cambodian Chess (Hill)</source>
        <translation>Kambodschanisches Schach (Hill)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="95"/>
        <source>A doubtful Cambodian game reported in a letter of 1975: nine fish a side on the points of the board, turned over once they cross the centre line and then stepping like kings.</source>
        <translation>Ein zweifelhaftes kambodschanisches Spiel aus einem Brief von 1975: neun Fische je Seite auf den Punkten des Bretts, die umgedreht werden, sobald sie die Mittellinie überqueren, und dann wie Könige ziehen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="98"/>
        <source>Official</source>
        <translation>Würdenträger</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="99"/>
        <source>Boat</source>
        <translation>Boot</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="100"/>
        <source>Fish</source>
        <translation>Fisch</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="101"/>
        <source>Flipped fish</source>
        <translation>Umgedrehter Fisch</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="97"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3, editor&apos;s note: J. Gollon&apos;s letter of 1975 quoting P. A. Hill</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3, Anmerkung des Herausgebers: J. Gollons Brief von 1975, der P. A. Hill zitiert</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="64"/>
        <source>Batak chess</source>
        <translation>Batak-Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="65"/>
        <source>Chess of the Batak of Sumatra: an unmoved king may leap, a promoted pawn may step back diagonally in the same move (the gelong), pinned units have no powers, and a discovered mate is a draw.</source>
        <translation>Das Schach der Batak auf Sumatra: ein unbewegter König darf springen, ein umgewandelter Bauer darf im selben Zug schräg zurücktreten (der Gelong), gefesselte Steine haben keine Kräfte, und ein Abzugsmatt ist remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="68"/>
        <source>Where the unmoved king may leap.</source>
        <translation>Wohin der unbewegte König springen darf.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="69"/>
        <source>Two squares in any line, or a knight&apos;s leap</source>
        <translation>Zwei Felder in jeder Linie oder ein Springersprung</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="70"/>
        <source>The unmoved king leaps two squares straight or diagonally, or as a knight, over anything.</source>
        <translation>Der unbewegte König springt zwei Felder gerade oder schräg oder wie ein Springer, über alles hinweg.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="72"/>
        <source>No diagonal two-square leap</source>
        <translation>Kein schräger Zweifeldsprung</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="73"/>
        <source>The unmoved king leaps two squares straight, or as a knight, but not two squares diagonally.</source>
        <translation>Der unbewegte König springt zwei Felder gerade oder wie ein Springer, aber nicht zwei Felder schräg.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="75"/>
        <source>Gelong</source>
        <translation>Gelong</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="76"/>
        <source>The new queen&apos;s diagonal step backwards in the move of its promotion.</source>
        <translation>Der schräge Schritt rückwärts der neuen Dame im Zug ihrer Umwandlung.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="77"/>
        <source>Optional</source>
        <translation>Freiwillig</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="78"/>
        <source>The new queen may step one square diagonally backwards, onto an empty square or taking any enemy unit but the king.</source>
        <translation>Die neue Dame darf ein Feld schräg rückwärts treten, auf ein leeres Feld oder einen gegnerischen Stein außer dem König schlagend.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="80"/>
        <source>Compulsory</source>
        <translation>Pflicht</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="81"/>
        <source>The new queen must make the step where it can.</source>
        <translation>Die neue Dame muss den Schritt machen, wo sie kann.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="83"/>
        <source>A plain promotion to a queen.</source>
        <translation>Eine einfache Umwandlung in eine Dame.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="84"/>
        <source>Tepong</source>
        <translation>Tepong</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="85"/>
        <source>A handicap: the stronger player&apos;s checkmates count only in the centre.</source>
        <translation>Eine Vorgabe: die Matts des stärkeren Spielers zählen nur in der Mitte.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="86"/>
        <source>Every checkmate counts.</source>
        <translation>Jedes Matt zählt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="87"/>
        <source>White gives Tepong</source>
        <translation>Weiß gibt Tepong vor</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="88"/>
        <source>White&apos;s checkmates count only with the black king on d4, d5, e4 or e5; any other is a draw.</source>
        <translation>Die Matts von Weiß zählen nur mit dem schwarzen König auf d4, d5, e4 oder e5; jedes andere ist remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="90"/>
        <source>Black gives Tepong</source>
        <translation>Schwarz gibt Tepong vor</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="91"/>
        <source>Black&apos;s checkmates count only with the white king on d4, d5, e4 or e5; any other is a draw.</source>
        <translation>Die Matts von Schwarz zählen nur mit dem weißen König auf d4, d5, e4 oder e5; jedes andere ist remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="92"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.4, after von Oefele (1904), Das Schachspiel der Bataker</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.4, nach von Oefele (1904), Das Schachspiel der Bataker</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="71"/>
        <source>Pritchard 2007, 29.4</source>
        <translation>Pritchard 2007, 29.4</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="74"/>
        <source>Ludii, Main Chator (Batak), after von Oefele 1904</source>
        <translation>Ludii, Main Chator (Batak), nach von Oefele 1904</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="79"/>
        <source>Pritchard 2007, 29.4; Kabir&apos;s reading that it may be left out</source>
        <translation>Pritchard 2007, 29.4; dass er unterbleiben darf, ist Kabirs Lesart</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="89"/>
        <source>Pritchard 2007, 29.4; Ludii, Tepong, after von Oefele 1904; the draw is Kabir&apos;s reading</source>
        <translation>Pritchard 2007, 29.4; Ludii, Tepong, nach von Oefele 1904; das Remis ist Kabirs Lesart</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="375"/>
        <source>Malay Chess</source>
        <translation>Malaiisches Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="376"/>
        <source>Main Chator: orthodox men with the king&apos;s first leap, pawns that walk back before they promote off the a- and h-files, and a bare king that moves as queen and knight.</source>
        <translation>Main Chator: die Steine des europäischen Schachs mit dem ersten Sprung des Königs, Bauern, die außerhalb der a- und h-Linie vor der Umwandlung zurückgehen, und ein blanker König, der wie Dame und Springer zieht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="391"/>
        <source>Returning pawn 3</source>
        <translation>Rückkehrender Bauer 3</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="392"/>
        <source>Returning pawn 2</source>
        <translation>Rückkehrender Bauer 2</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="393"/>
        <source>Returning pawn 1</source>
        <translation>Rückkehrender Bauer 1</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="394"/>
        <source>Turning pawn 2</source>
        <translation>Wendender Bauer 2</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="395"/>
        <source>Turning pawn 1</source>
        <translation>Wendender Bauer 1</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="377"/>
        <source>Whose account of the game&apos;s special rules is played.</source>
        <translation>Wessen Bericht über die besonderen Regeln des Spiels gespielt wird.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="378"/>
        <source>Robinson (1904)</source>
        <translation>Robinson (1904)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="379"/>
        <source>The king leaps on its first move if never checked; pawns walk back diagonally before promoting; a bare king moves as queen and knight.</source>
        <translation>Der König springt mit seinem ersten Zug, wenn er nie im Schach stand; Bauern gehen vor der Umwandlung diagonal zurück; ein blanker König zieht wie Dame und Springer.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="381"/>
        <source>Brooke (1849)</source>
        <translation>Brooke (1849)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="382"/>
        <source>The king may leap once, in answer to its first check; pawns step sideways along the last rank, then sideways or diagonally back before promoting; no bare-king power.</source>
        <translation>Der König darf einmal springen, als Antwort auf sein erstes Schach; Bauern gehen vor der Umwandlung seitwärts entlang der letzten Reihe, dann seitwärts oder diagonal zurück; keine Kräfte des blanken Königs.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="384"/>
        <source>Promotion piece</source>
        <translation>Umwandlungsstein</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="385"/>
        <source>What a pawn becomes on the a- and h-files and at the end of its walk back.</source>
        <translation>Was ein Bauer auf der a- und h-Linie und am Ende seines Rückwegs wird.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="386"/>
        <source>Always a queen.</source>
        <translation>Immer eine Dame.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="387"/>
        <source>Queen, rook, bishop or knight</source>
        <translation>Dame, Turm, Läufer oder Springer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="388"/>
        <source>The player chooses a queen, rook, bishop or knight.</source>
        <translation>Der Spieler wählt Dame, Turm, Läufer oder Springer.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="390"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.4, after Skeat (1900) and Robinson (1904)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.4, nach Skeat (1900) und Robinson (1904)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="380"/>
        <source>Pritchard 2007, 29.4, after Robinson; the steps back as the Ludii game &quot;Main Chator (Selangor)&quot; reads him</source>
        <translation>Pritchard 2007, 29.4, nach Robinson; die Schritte zurück, wie das Ludii-Spiel „Main Chator (Selangor)“ ihn liest</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="383"/>
        <source>Brooke 1849, as the Ludii game &quot;Main Chator&quot; reads him</source>
        <translation>Brooke 1849, wie das Ludii-Spiel „Main Chator“ ihn liest</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="389"/>
        <source>Robinson 1904, as the Ludii game &quot;Main Chator (Selangor)&quot; reads him</source>
        <translation>Robinson 1904, wie das Ludii-Spiel „Main Chator (Selangor)“ ihn liest</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="541"/>
        <source>Sittuyin</source>
        <translation>Sittuyin</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="542"/>
        <source>Burmese chess: the pieces are placed behind the pawns before the first move, and a pawn on the great diagonals may become a general.</source>
        <translation>Burmesisches Schach: die Figuren werden vor dem ersten Zug hinter den Bauern aufgestellt, und ein Bauer auf den großen Diagonalen kann zum General werden.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="538"/>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="539"/>
        <source>Soldier</source>
        <translation>Soldat</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="543"/>
        <source>Pawn displacement</source>
        <translation>Bauernversetzung</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="544"/>
        <source>In U Bha&apos;s set-up, whether a piece may be placed on one of the player&apos;s own pawns, which then goes to an empty square of his half.</source>
        <translation>Ob bei U Bhas Aufstellung eine Figur auf einen eigenen Bauern gestellt werden darf, der dann auf ein leeres Feld der eigenen Hälfte geht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="465"/>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="545"/>
        <source>A piece may replace one of the player&apos;s own pawns; the pawn goes to any empty square of his half in the same move.</source>
        <translation>Eine Figur darf einen eigenen Bauern ersetzen; der Bauer geht im selben Zug auf ein beliebiges leeres Feld der eigenen Hälfte.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="547"/>
        <source>The pawns stay where they stand; pieces go only behind them.</source>
        <translation>Die Bauern bleiben, wo sie stehen; Figuren kommen nur hinter sie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="549"/>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="550"/>
        <source>How the pieces are placed before the first move.</source>
        <translation>Wie die Figuren vor dem ersten Zug aufgestellt werden.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="551"/>
        <source>U Bha&apos;s</source>
        <translation>Nach U Bha</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="552"/>
        <source>Red places all eight pieces behind its pawns, then Black all eight; then Red moves.</source>
        <translation>Rot stellt alle acht Figuren hinter seinen Bauern auf, dann Schwarz alle acht; dann zieht Rot.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="554"/>
        <source>Alternately</source>
        <translation>Abwechselnd</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="555"/>
        <source>Red and Black place one piece each in turn, Red first.</source>
        <translation>Rot und Schwarz stellen abwechselnd je eine Figur auf, Rot zuerst.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="559"/>
        <source>Restricted</source>
        <translation>Beschränkt</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="562"/>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="566"/>
        <source>Anywhere behind the pawns</source>
        <translation>Überall hinter den Bauern</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="569"/>
        <source>First rank only</source>
        <translation>Nur auf der ersten Reihe</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="571"/>
        <source>How a pawn on a promotion square becomes a general.</source>
        <translation>Wie ein Bauer auf einem Umwandlungsfeld zum General wird.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="572"/>
        <source>In place or one step diagonally, also taking any enemy unit but the general; the promotion may not give check.</source>
        <translation>An Ort und Stelle oder mit einem Schritt diagonal, der auch jeden gegnerischen Stein außer dem General schlägt; die Umwandlung darf nicht Schach bieten.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="573"/>
        <source>Modern Myanmar</source>
        <translation>Modernes Myanmar</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="574"/>
        <source>In place or one step diagonally onto an empty square; the new general may not attack any enemy unit; a last pawn promotes anywhere.</source>
        <translation>An Ort und Stelle oder mit einem Schritt diagonal auf ein leeres Feld; der neue General darf keinen gegnerischen Stein angreifen; ein letzter Bauer wandelt überall um.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="576"/>
        <source>What a pawn becomes.</source>
        <translation>Was ein Bauer wird.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="577"/>
        <source>A general, and only while its army has none.</source>
        <translation>Ein General, und nur solange seine Seite keinen hat.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="578"/>
        <source>A chariot, on the same squares and at the same times, however many the army has.</source>
        <translation>Ein Wagen, auf denselben Feldern und zu denselben Zeiten, gleich wie viele die Seite hat.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="580"/>
        <source>Whether a player may leave the opponent without a move.</source>
        <translation>Ob ein Spieler den Gegner ohne Zug lassen darf.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="581"/>
        <source>A move that stalemates is illegal, unless every move does.</source>
        <translation>Ein Zug, der patt setzt, ist verboten, außer wenn jeder Zug das tut.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="459"/>
        <source>A draw</source>
        <translation>Ein Remis</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="583"/>
        <source>A stalemated player draws.</source>
        <translation>Ein patt gesetzter Spieler erreicht ein Remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="584"/>
        <source>How many moves the stronger side has to mate a bare king.</source>
        <translation>Wie viele Züge die stärkere Seite hat, um einen blanken König mattzusetzen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="587"/>
        <source>ASEAN</source>
        <translation>ASEAN</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="546"/>
        <source>Pritchard 2007, 29.3, after U Bha: &quot;it is permissible to replace a pawn with a piece and to redeploy the pawn on a vacant square in one&apos;s territory&quot;</source>
        <translation>Pritchard 2007, 29.3, nach U Bha: „it is permissible to replace a pawn with a piece and to redeploy the pawn on a vacant square in one&apos;s territory“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="548"/>
        <source>the modern rules of Myanmar (cross-checked with Fairy-Stockfish)</source>
        <translation>die modernen Regeln in Myanmar (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="553"/>
        <source>Pritchard 2007, 29.3, after U Bha</source>
        <translation>Pritchard 2007, 29.3, nach U Bha</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="556"/>
        <source>Pritchard 2007, 29.3 (&quot;all previous accounts&quot;); the modern rules of Myanmar (cross-checked with Fairy-Stockfish)</source>
        <translation>Pritchard 2007, 29.3 („all previous accounts“); die modernen Regeln in Myanmar (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="561"/>
        <source>Pritchard 2007, 29.3, after U Bha; Kabir&apos;s choice that Red always objects</source>
        <translation>Pritchard 2007, 29.3, nach U Bha; Kabirs Wahl, dass Rot immer widerspricht</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="568"/>
        <source>Pritchard 2007, 29.3 (U Bha says nothing of it)</source>
        <translation>Pritchard 2007, 29.3 (U Bha sagt nichts dazu)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="575"/>
        <source>the modern Myanmar rules (cross-checked with Fairy-Stockfish)</source>
        <translation>die modernen Regeln Myanmars (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="579"/>
        <source>Pritchard 2007, 29.3: in Falkener&apos;s version &quot;pawns are promoted to rooks&quot;</source>
        <translation>Pritchard 2007, 29.3: in Falkeners Fassung „pawns are promoted to rooks“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="582"/>
        <source>Pritchard 2007, 29.3: &quot;there is no stalemate&quot;</source>
        <translation>Pritchard 2007, 29.3: „there is no stalemate“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="589"/>
        <source>the ASEAN rules (cross-checked with Fairy-Stockfish)</source>
        <translation>die ASEAN-Regeln (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="590"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3, after Shwei-gyin U Bha (c. 1924)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3, nach Shwei-gyin U Bha (um 1924)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="535"/>
        <source>Burmese Chess (1920)</source>
        <translation>Burmesisches Schach (1920)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="536"/>
        <source>The 1920 Burmese version: all sixteen men set up in one&apos;s own half; general, elephant and chariot move far but capture only next to them.</source>
        <translation>Die burmesische Fassung von 1920: alle sechzehn Steine in der eigenen Hälfte aufgestellt; General, Elefant und Wagen ziehen weit, schlagen aber nur neben sich.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="537"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3, after the Chess Amateur (April 1920)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3, nach dem Chess Amateur (April 1920)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="432"/>
        <source>Shatar</source>
        <translation>Shatar</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="433"/>
        <source>Mongolian chess: the bers moves as rook and ferz, the game opens 1. d4 d5, a mate counts only after a check by bers, rook or knight, and a king left alone draws.</source>
        <translation>Mongolisches Schach: der Bers zieht wie Turm und Fers, die Partie beginnt mit 1. d4 d5, ein Matt zählt nur nach einem Schach durch Bers, Turm oder Springer, und ein allein gelassener König hält remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="434"/>
        <source>Bers</source>
        <translation>Bers</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="474"/>
        <source>Amazon</source>
        <translation>Amazone</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="475"/>
        <source>Rook-knight</source>
        <translation>Turmspringer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="435"/>
        <source>How the bers moves.</source>
        <translation>Wie der Bers zieht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="436"/>
        <source>Rook and ferz</source>
        <translation>Turm und Fers</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="238"/>
        <source>As a rook, or one square diagonally.</source>
        <translation>Wie ein Turm oder ein Feld diagonal.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="438"/>
        <source>As the European queen (the modern game).</source>
        <translation>Wie die europäische Dame (das moderne Spiel).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="440"/>
        <source>Where the kings and berses stand.</source>
        <translation>Wo die Könige und Berse stehen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="441"/>
        <source>Kings on the e-file</source>
        <translation>Könige auf der e-Linie</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="442"/>
        <source>Bers on d1 and d8, king on e1 and e8.</source>
        <translation>Bers auf d1 und d8, König auf e1 und e8.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="444"/>
        <source>Kings on the d-file</source>
        <translation>Könige auf der d-Linie</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="445"/>
        <source>King on d1 and d8, bers on e1 and e8; the opening double step is the e-pawn&apos;s.</source>
        <translation>König auf d1 und d8, Bers auf e1 und e8; den Doppelschritt der Eröffnung macht der e-Bauer.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="447"/>
        <source>Each king facing the other&apos;s bers</source>
        <translation>Jeder König gegenüber dem anderen Bers</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="448"/>
        <source>White: bers d1, king e1; Black: king d8, bers e8. White opens with the d-pawn, Black with the e-pawn.</source>
        <translation>Weiß: Bers d1, König e1; Schwarz: König d8, Bers e8. Weiß eröffnet mit dem d-Bauern, Schwarz mit dem e-Bauern.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="450"/>
        <source>Opening move</source>
        <translation>Eröffnungszug</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="451"/>
        <source>Which pawn makes each side&apos;s compulsory first move, a double step.</source>
        <translation>Welcher Bauer den vorgeschriebenen ersten Zug jeder Seite macht, einen Doppelschritt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="452"/>
        <source>The queen&apos;s pawn</source>
        <translation>Der Damenbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="453"/>
        <source>The pawn in front of the bers.</source>
        <translation>Der Bauer vor dem Bers.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="454"/>
        <source>The king&apos;s or the queen&apos;s pawn</source>
        <translation>Der Königs- oder der Damenbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="455"/>
        <source>The pawn in front of the bers or the one in front of the king, as the player chooses.</source>
        <translation>Der Bauer vor dem Bers oder der vor dem König, wie der Spieler wählt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="457"/>
        <source>Mate by a knight</source>
        <translation>Matt durch einen Springer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="458"/>
        <source>What a checkmate given by knights alone is worth.</source>
        <translation>Was ein Matt nur durch Springer wert ist.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="460"/>
        <source>A knight may not give the final mate: the game is drawn.</source>
        <translation>Ein Springer darf nicht das letzte Matt geben: die Partie ist remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="462"/>
        <source>A loss for the mating side</source>
        <translation>Eine Niederlage der mattsetzenden Seite</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="463"/>
        <source>The side that mates with a knight loses, as Fairy-Stockfish scores it.</source>
        <translation>Die Seite, die mit einem Springer mattsetzt, verliert, wie Fairy-Stockfish es wertet.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="466"/>
        <source>A knight&apos;s mate wins like any other.</source>
        <translation>Ein Springermatt gewinnt wie jedes andere.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="468"/>
        <source>Popova&apos;s rules</source>
        <translation>Popovas Regeln</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="469"/>
        <source>Popova&apos;s supplementary rules: knights and rooks gain powers during the game.</source>
        <translation>Popovas Zusatzregeln: Springer und Türme gewinnen im Lauf der Partie Kräfte hinzu.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="470"/>
        <source>Knights and rooks move as they began.</source>
        <translation>Springer und Türme ziehen, wie sie begonnen haben.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="471"/>
        <source>A knight that has made its first move becomes an amazon (queen and knight); a rook that reaches the last rank gains the knight&apos;s move. Only an unmoved knight&apos;s mate is a knight mate.</source>
        <translation>Ein Springer, der seinen ersten Zug gemacht hat, wird eine Amazone (Dame und Springer); ein Turm, der die letzte Reihe erreicht, gewinnt den Springerzug hinzu. Nur das Matt eines ungezogenen Springers ist ein Springermatt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="473"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5, after N. Kondratev (1931) and Popova (1974)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5, nach N. Kondratev (1931) und Popova (1974)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="437"/>
        <source>Pritchard 2007, 29.5 (&quot;The Q moves as R+K&quot;)</source>
        <translation>Pritchard 2007, 29.5 („The Q moves as R+K“)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="439"/>
        <source>Wikipedia, &quot;Shatar&quot; (modern rules)</source>
        <translation>Wikipedia, „Shatar“ (moderne Regeln)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="443"/>
        <source>Pritchard 2007, 29.5 (&quot;kings always on same file&quot;)</source>
        <translation>Pritchard 2007, 29.5 („kings always on same file“)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="446"/>
        <source>Pritchard 2007, 29.5 (&quot;Positions of K and Q may be reversed&quot;)</source>
        <translation>Pritchard 2007, 29.5 („Positions of K and Q may be reversed“)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="449"/>
        <source>Pritchard 2007, 29.5 (&quot;the Ks face the Qs&quot;)</source>
        <translation>Pritchard 2007, 29.5 („the Ks face the Qs“)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="244"/>
        <source>Pritchard 2007, 29.5</source>
        <translation>Pritchard 2007, 29.5</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="456"/>
        <source>Pritchard 2007, 29.5 (&quot;In some parts it is permitted to move the KP two squares instead&quot;)</source>
        <translation>Pritchard 2007, 29.5 („In some parts it is permitted to move the KP two squares instead“)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="461"/>
        <source>Pritchard 2007, 29.5 (&quot;A knight cannot mate&quot;); ancientchess.com, Shatar rules</source>
        <translation>Pritchard 2007, 29.5 („A knight cannot mate“); ancientchess.com, Shatar-Regeln</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="464"/>
        <source>Fairy-Stockfish, variant &quot;shatar&quot;</source>
        <translation>Fairy-Stockfish, Variante „shatar“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="467"/>
        <source>Pritchard 2007, 29.5 (&quot;ignored in some parts&quot;)</source>
        <translation>Pritchard 2007, 29.5 („ignored in some parts“)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="472"/>
        <source>Pritchard 2007, 29.5 (Popova&apos;s supplementary rules); which knights the knight-mate rule concerns: Kabir&apos;s choice</source>
        <translation>Pritchard 2007, 29.5 (Popovas Zusatzregeln); welche Springer die Springermatt-Regel betrifft: Kabirs Entscheidung</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="223"/>
        <source>Hiashatar</source>
        <translation>Hiashatar</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="224"/>
        <source>Mongolian great chess on 10x10: each side has two bodyguards, whose neighbourhood stops sliding pieces and lets any unit standing there move only one square.</source>
        <translation>Mongolisches großes Schach auf 10x10: jede Seite hat zwei Leibwächter, deren Umgebung gleitende Steine aufhält und jeden Stein, der dort steht, nur ein Feld ziehen lässt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="248"/>
        <source>Hia</source>
        <translation>Hia</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="226"/>
        <source>Where the black king and queen stand.</source>
        <translation>Wo der schwarze König und die schwarze Dame stehen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="227"/>
        <source>Kings facing each other</source>
        <translation>Die Könige einander gegenüber</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="228"/>
        <source>Each side has the king on the e-file and the queen on the f-file.</source>
        <translation>Jede Seite hat den König auf der e-Linie und die Dame auf der f-Linie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="230"/>
        <source>Queen to the right of the king</source>
        <translation>Die Dame rechts vom König</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="231"/>
        <source>Black&apos;s queen stands on e10 and his king on f10, each queen to the right of its king.</source>
        <translation>Die schwarze Dame steht auf e10 und der schwarze König auf f10, jede Dame rechts von ihrem König.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="233"/>
        <source>How the queen (bers) moves.</source>
        <translation>Wie die Dame (Bers) zieht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="234"/>
        <source>As in chess</source>
        <translation>Wie im Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="235"/>
        <source>Any number of squares in any line.</source>
        <translation>Beliebig viele Felder in jeder Linie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="237"/>
        <source>As Shatar&apos;s bers</source>
        <translation>Wie der Bers des Shatar</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="240"/>
        <source>Hia zones</source>
        <translation>Hia-Zonen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="241"/>
        <source>Whose hias keep the units next to them to one-square moves.</source>
        <translation>Wessen Hias die Steine neben sich auf Züge um ein Feld beschränken.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="242"/>
        <source>Any hia</source>
        <translation>Jeder Hia</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="243"/>
        <source>A unit next to any hia, friendly or hostile, may move only one square.</source>
        <translation>Ein Stein neben einem Hia, ob freundlich oder feindlich, darf nur ein Feld ziehen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="245"/>
        <source>Enemy hias only</source>
        <translation>Nur feindliche Hias</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="246"/>
        <source>A unit next to an enemy hia may move only one square; its own hias do not hamper it.</source>
        <translation>Ein Stein neben einem feindlichen Hia darf nur ein Feld ziehen; die eigenen Hias hemmen ihn nicht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="247"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5; Wikipedia, Hiashatar, after N. Okano (1999); J. Carrillo, Hiashatar, The Chess Variant Pages</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5; Wikipedia, Hiashatar, nach N. Okano (1999); J. Carrillo, Hiashatar, The Chess Variant Pages</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="229"/>
        <source>Wikipedia, Hiashatar; Pritchard 2007, 29.5</source>
        <translation>Wikipedia, Hiashatar; Pritchard 2007, 29.5</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="232"/>
        <source>Carrillo, Hiashatar, The Chess Variant Pages</source>
        <translation>Carrillo, Hiashatar, The Chess Variant Pages</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="236"/>
        <source>Wikipedia, Hiashatar</source>
        <translation>Wikipedia, Hiashatar</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="239"/>
        <source>Kabir&apos;s choice, after the bers of Shatar</source>
        <translation>Kabirs Entscheidung, nach dem Bers des Shatar</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="628"/>
        <source>Timur&apos;s Great Chess</source>
        <translation>Timurs Großes Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="629"/>
        <source>Tamerlane chess: eleven kinds of pawn, each promoting to its own piece, giraffes, pickets and war engines on a board of 11 by 10 squares with two citadels.</source>
        <translation>Tamerlan-Schach: elf Arten von Bauern, jeder wird zu seiner eigenen Figur, Giraffen, Vorposten und Kriegsmaschinen auf einem Brett von 11 mal 10 Feldern mit zwei Zitadellen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="658"/>
        <source>Picket</source>
        <translation>Vorposten</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="659"/>
        <source>War engine</source>
        <translation>Kriegsmaschine</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="660"/>
        <source>Adventitious king</source>
        <translation>Nebenkönig</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="661"/>
        <source>Pawn of rooks</source>
        <translation>Turmbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="662"/>
        <source>Pawn of knights</source>
        <translation>Springerbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="663"/>
        <source>Pawn of pickets</source>
        <translation>Vorpostenbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="664"/>
        <source>Pawn of giraffes</source>
        <translation>Giraffenbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="665"/>
        <source>Pawn of generals</source>
        <translation>Generalsbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="666"/>
        <source>Pawn of kings</source>
        <translation>Königsbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="667"/>
        <source>Pawn of viziers</source>
        <translation>Wesirbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="668"/>
        <source>Pawn of elephants</source>
        <translation>Elefantenbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="669"/>
        <source>Pawn of camels</source>
        <translation>Kamelbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="670"/>
        <source>Pawn of war engines</source>
        <translation>Kriegsmaschinenbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="645"/>
        <source>Pawn of pawns</source>
        <translation>Bauernbauer</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="671"/>
        <source>Pawn of pawns, arrived once</source>
        <translation>Bauernbauer, einmal angekommen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="672"/>
        <source>Pawn of kings, arrived twice</source>
        <translation>Königsbauer, zweimal angekommen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="630"/>
        <source>Royal succession</source>
        <translation>Königsnachfolge</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="631"/>
        <source>Whether the prince and the adventitious king are royal too, the last of the three left being the king.</source>
        <translation>Ob auch Prinz und Nebenkönig königlich sind, wobei der letzte der drei, der übrig bleibt, der König ist.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="632"/>
        <source>On: the last of king, prince and adventitious king is royal</source>
        <translation>An: der letzte von König, Prinz und Nebenkönig ist königlich</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="633"/>
        <source>While a player has two or more of them, none is in check and any may be captured.</source>
        <translation>Solange ein Spieler zwei oder mehr von ihnen hat, steht keiner im Schach und jeder darf geschlagen werden.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="635"/>
        <source>Off: only the king is royal</source>
        <translation>Aus: nur der König ist königlich</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="636"/>
        <source>The prince and the adventitious king move as kings without royal powers.</source>
        <translation>Prinz und Nebenkönig ziehen wie Könige, ohne königliche Eigenschaften.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="638"/>
        <source>King swap</source>
        <translation>Königstausch</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="639"/>
        <source>When the king may use its once-per-game exchange of places with another unit of its side.</source>
        <translation>Wann der König seinen einmaligen Platztausch mit einer anderen Einheit seiner Seite machen darf.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="640"/>
        <source>In check or stalemate</source>
        <translation>Im Schach oder im Patt</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="641"/>
        <source>Only to escape a check or when no other move is left; a stalemated player must swap.</source>
        <translation>Nur um einem Schach zu entgehen oder wenn kein anderer Zug bleibt; ein pattgesetzter Spieler muss tauschen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="643"/>
        <source>At any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="644"/>
        <source>The king may swap once in the game whenever its owner likes.</source>
        <translation>Der König darf einmal in der Partie tauschen, wann immer sein Spieler will.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="646"/>
        <source>Where the pawn of pawns, waiting on the last rank after its first and second arrival, may be put.</source>
        <translation>Wohin der Bauernbauer, der nach seiner ersten und zweiten Ankunft auf der letzten Reihe wartet, gesetzt werden darf.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="647"/>
        <source>Murray: where it forks, then on the pawn of kings&apos; square</source>
        <translation>Murray: wo er gabelt, dann auf das Feld des Königsbauern</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="648"/>
        <source>First where it attacks two enemy units or more; after its second arrival only on its pawn of kings&apos; square, where it is put at once if that is empty.</source>
        <translation>Zuerst dorthin, wo er zwei oder mehr gegnerische Einheiten angreift; nach seiner zweiten Ankunft nur auf das Feld seines Königsbauern, auf das er sofort gesetzt wird, wenn es leer ist.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="650"/>
        <source>Pritchard: anywhere</source>
        <translation>Pritchard: überallhin</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="651"/>
        <source>After its first and its second arrival it waits, and may be put on any square not held by a king.</source>
        <translation>Nach seiner ersten und seiner zweiten Ankunft wartet er und darf auf jedes Feld gesetzt werden, auf dem kein König steht.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="652"/>
        <source>Citadels</source>
        <translation>Zitadellen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="653"/>
        <source>What a king, prince or adventitious king reaching the opponent&apos;s citadel achieves.</source>
        <translation>Was ein König, Prinz oder Nebenkönig erreicht, der die Zitadelle des Gegners betritt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="654"/>
        <source>The game ends at once as a draw.</source>
        <translation>Die Partie endet sofort remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="655"/>
        <source>Refuge</source>
        <translation>Zuflucht</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="656"/>
        <source>There it can be neither captured nor checked and the game goes on; from a citadel it may, as its move, change places with its prince or adventitious king.</source>
        <translation>Dort kann er weder geschlagen noch mit Schach bedroht werden, und die Partie geht weiter; aus einer Zitadelle darf er als seinen Zug den Platz mit seinem Prinzen oder Nebenkönig tauschen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="657"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5, after Forbes (1860) and Murray (1913)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5, nach Forbes (1860) und Murray (1913)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="634"/>
        <source>Wikipedia, &quot;Tamerlane chess&quot;; E. Friedlander, Tamerlane Chess</source>
        <translation>Wikipedia, „Tamerlane chess“; E. Friedlander, Tamerlane Chess</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="637"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="642"/>
        <source>Wikipedia, &quot;Tamerlane chess&quot;; Ludii, Shatranj al-Kabir</source>
        <translation>Wikipedia, „Tamerlane chess“; Ludii, Shatranj al-Kabir</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="649"/>
        <source>H. J. R. Murray (1913), A History of Chess, pp. 344-345; Wikipedia, &quot;Tamerlane chess&quot;</source>
        <translation>H. J. R. Murray (1913), A History of Chess, S. 344–345; Wikipedia, „Tamerlane chess“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="502"/>
        <source>Shatra</source>
        <translation>Shatra</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="503"/>
        <source>The Altai game of capture by leaping: compulsory capture sequences, reserves in fortresses guarded by a temdek, on a board of 62 squares.</source>
        <translation>Das Spiel des Altai, in dem man durch Überspringen schlägt: Schlagfolgen sind Pflicht, Reserven stehen in Festungen, die ein Temdek schützt, auf einem Brett von 62 Feldern.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="530"/>
        <source>Biy</source>
        <translation>Biy</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="531"/>
        <source>Batyr</source>
        <translation>Batyr</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="532"/>
        <source>Tura</source>
        <translation>Tura</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="533"/>
        <source>Jalkyn</source>
        <translation>Jalkyn</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="504"/>
        <source>No move rule: repetition alone draws.</source>
        <translation>Keine Züge-Regel: nur die Wiederholung macht remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="506"/>
        <source>The usual rule of European chess.</source>
        <translation>Die übliche Regel des europäischen Schachs.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="507"/>
        <source>Drops on the big road</source>
        <translation>Einsetzen auf der großen Straße</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="508"/>
        <source>Whether a reserve may leave its fortress for a square of the d-file.</source>
        <translation>Ob eine Reserve ihre Festung auf ein Feld der d-Linie verlassen darf.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="509"/>
        <source>Forbidden</source>
        <translation>Verboten</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="510"/>
        <source>A reserve goes to any empty square of its half but the big road.</source>
        <translation>Eine Reserve geht auf jedes leere Feld ihrer Hälfte außer der großen Straße.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="511"/>
        <source>A reserve goes to any empty square of its half.</source>
        <translation>Eine Reserve geht auf jedes leere Feld ihrer Hälfte.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="513"/>
        <source>Biy may stop capturing</source>
        <translation>Biy darf aufhören</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="514"/>
        <source>Whether a biy may end its capture sequence before it must.</source>
        <translation>Ob ein Biy seine Schlagfolge beenden darf, bevor er muss.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="515"/>
        <source>No: it completes its sequence</source>
        <translation>Nein: er schlägt die Folge zu Ende</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="516"/>
        <source>A biy that begins a capture sequence completes it.</source>
        <translation>Ein Biy, der eine Schlagfolge beginnt, führt sie zu Ende.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="517"/>
        <source>Yes: it may stop at any point</source>
        <translation>Ja: er darf jederzeit aufhören</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="518"/>
        <source>A biy may end its capture sequence at any point.</source>
        <translation>Ein Biy darf seine Schlagfolge an jeder Stelle beenden.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="519"/>
        <source>Promotion during a capture</source>
        <translation>Umwandlung während des Schlagens</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="520"/>
        <source>Whether a shatra that reaches the last rank within a capture sequence promotes there.</source>
        <translation>Ob eine Shatra, die innerhalb einer Schlagfolge die letzte Reihe erreicht, dort umgewandelt wird.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="521"/>
        <source>Yes: it goes on as the new piece</source>
        <translation>Ja: sie schlägt als neue Figur weiter</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="522"/>
        <source>It promotes and goes on capturing as the new piece.</source>
        <translation>Sie wird umgewandelt und schlägt als die neue Figur weiter.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="523"/>
        <source>No: only where the sequence ends</source>
        <translation>Nein: nur wo die Folge endet</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="524"/>
        <source>It promotes only where its sequence ends.</source>
        <translation>Sie wird nur dort umgewandelt, wo ihre Folge endet.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="525"/>
        <source>Tower squares</source>
        <translation>Turmfelder</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="526"/>
        <source>Whether a shatra on a corner of the enemy&apos;s half may go into the enemy fortress.</source>
        <translation>Ob eine Shatra auf einer Ecke der gegnerischen Hälfte in die gegnerische Festung ziehen darf.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="527"/>
        <source>The corners are ordinary squares.</source>
        <translation>Die Ecken sind gewöhnliche Felder.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="528"/>
        <source>A shatra on a corner of the enemy&apos;s half may go to any empty square of the enemy fortress.</source>
        <translation>Eine Shatra auf einer Ecke der gegnerischen Hälfte darf auf jedes leere Feld der gegnerischen Festung ziehen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="529"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5, after V. Taushkanov (1979, 1985)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5, nach V. Taushkanov (1979, 1985)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="505"/>
        <source>Shatrabase 2014, the game rules</source>
        <translation>Shatrabase 2014, die Spielregeln</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="512"/>
        <source>Shatrabase 2014, the extended rules</source>
        <translation>Shatrabase 2014, die erweiterten Regeln</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="616"/>
        <source>Tibetan Chess</source>
        <translation>Tibetisches Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="617"/>
        <source>European chess as Bogle found it in Tibet in 1775: only each side&apos;s first pawn move may be a double step, no castling, and a king left alone draws.</source>
        <translation>Europäisches Schach, wie Bogle es 1775 in Tibet antraf: Nur der erste Bauernzug jeder Seite darf ein Doppelschritt sein, es gibt keine Rochade, und ein allein gelassener König ist remis.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="618"/>
        <source>Castling</source>
        <translation>Rochade</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="619"/>
        <source>Whether the king may castle.</source>
        <translation>Ob der König rochieren darf.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="620"/>
        <source>No castling</source>
        <translation>Keine Rochade</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="621"/>
        <source>The king never castles.</source>
        <translation>Der König rochiert nie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="623"/>
        <source>Castling as in European chess</source>
        <translation>Rochade wie im europäischen Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="624"/>
        <source>King and rook castle as in European chess, on both wings.</source>
        <translation>König und Turm rochieren wie im europäischen Schach, nach beiden Seiten.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="146"/>
        <source>Kabir&apos;s choice: the array of Fairy-Stockfish&apos;s chaturanga, so that positions compare</source>
        <translation>Kabirs Entscheidung: die Aufstellung des Chaturanga von Fairy-Stockfish, damit sich Stellungen vergleichen lassen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="149"/>
        <source>H. J. R. Murray (1913), A History of Chess, pp. 51–94, as the Ludii game Chaturanga reads it</source>
        <translation>H. J. R. Murray (1913), A History of Chess, S. 51–94, wie das Ludii-Spiel Chaturanga ihn liest</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="152"/>
        <source>Fairy-Stockfish, shatranj</source>
        <translation>Fairy-Stockfish, shatranj</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="156"/>
        <source>Pritchard 2007, 29.1</source>
        <translation>Pritchard 2007, 29.1</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="159"/>
        <source>al-Adli (9th century), after Murray 1913, pp. 57–60</source>
        <translation>al-Adli (9. Jahrhundert), nach Murray 1913, S. 57–60</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="162"/>
        <source>al-Beruni (11th century), after Murray 1913, pp. 57–60</source>
        <translation>al-Beruni (11. Jahrhundert), nach Murray 1913, S. 57–60</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="171"/>
        <source>Kabir&apos;s choice: Pritchard is silent; Fairy-Stockfish&apos;s chaturanga has no such rule</source>
        <translation>Kabirs Entscheidung: Pritchard schweigt dazu; das Chaturanga von Fairy-Stockfish kennt diese Regel nicht</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="174"/>
        <source>The shatranj rule (cross-checked with Fairy-Stockfish&apos;s shatranj)</source>
        <translation>Die Regel des Schatrandsch (mit dem Schatrandsch von Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="179"/>
        <source>Pritchard 2007, 29.1 (&quot;some squares regularly marked&quot;); the squares as the Ludii game Chaturanga draws them</source>
        <translation>Pritchard 2007, 29.1 („some squares regularly marked“); die Felder, wie das Ludii-Spiel Chaturanga sie zeichnet</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="182"/>
        <source>Pritchard 2007, 29.1, after Iyer, Indian Chess</source>
        <translation>Pritchard 2007, 29.1, nach Iyer, Indian Chess</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="302"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1; H. J. R. Murray (1913), A History of Chess, pp. 78–82</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1; H. J. R. Murray (1913), A History of Chess, S. 78–82</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="278"/>
        <source>Pritchard 2007, 29.1 (1)</source>
        <translation>Pritchard 2007, 29.1 (1)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="281"/>
        <source>Pritchard 2007, 29.1, after Lala Singha Hunday</source>
        <translation>Pritchard 2007, 29.1, nach Lala Singha Hunday</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="286"/>
        <source>Pritchard 2007, 29.1 (2)</source>
        <translation>Pritchard 2007, 29.1 (2)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="289"/>
        <source>Pritchard 2007, 29.1 (2), &quot;in some variants&quot;</source>
        <translation>Pritchard 2007, 29.1 (2), „in some variants“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="293"/>
        <source>Pritchard 2007, 29.1 (6); Kabir&apos;s choice among &quot;usually 4 or 8&quot;</source>
        <translation>Pritchard 2007, 29.1 (6); Kabirs Entscheidung unter „usually 4 or 8“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="214"/>
        <source>Pritchard 2007, 29.1 (6)</source>
        <translation>Pritchard 2007, 29.1 (6)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="217"/>
        <source>Pritchard 2007, 29.1 (6), &quot;occasionally 3&quot;</source>
        <translation>Pritchard 2007, 29.1 (6), „occasionally 3“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="298"/>
        <source>Pritchard 2007, 29.1 (7)</source>
        <translation>Pritchard 2007, 29.1 (7)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="301"/>
        <source>Pritchard 2007, 29.1 (7), &quot;Boorj is often considered a draw&quot;</source>
        <translation>Pritchard 2007, 29.1 (7), „Boorj is often considered a draw“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="220"/>
        <source>The squares as the Ludii games Hindustani Chess and Chaturanga draw them (after Murray 1913)</source>
        <translation>Die Felder, wie die Ludii-Spiele Hindustani Chess und Chaturanga sie zeichnen (nach Murray 1913)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="430"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1; H. J. R. Murray (1913), A History of Chess; Shastree (1814), as the Ludii game Parsi Chess reads it</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1; H. J. R. Murray (1913), A History of Chess; Shastree (1814), wie das Ludii-Spiel Parsi Chess ihn liest</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="425"/>
        <source>Pritchard 2007, 29.1, Parsi Chess: &quot;each player has the K on the right hand&quot;</source>
        <translation>Pritchard 2007, 29.1, Parsi Chess: „each player has the K on the right hand“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="426"/>
        <source>Pritchard 2007, 29.1, Parsi Chess</source>
        <translation>Pritchard 2007, 29.1, Parsi Chess</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="427"/>
        <source>Pritchard 2007, 29.1, Parsi Chess: &quot;four moves each before the start of the game proper&quot;</source>
        <translation>Pritchard 2007, 29.1, Parsi Chess: „four moves each before the start of the game proper“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="428"/>
        <source>Pritchard 2007, 29.1, Parsi Chess (the grades &quot;as described above&quot;)</source>
        <translation>Pritchard 2007, 29.1, Parsi Chess (die Stufen „as described above“)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="429"/>
        <source>Shastree 1814, as the Ludii game Parsi Chess reads it</source>
        <translation>Shastree 1814, wie das Ludii-Spiel Parsi Chess ihn liest</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="221"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1, after the Bulletin of the All-India Correspondence Chess Federation, February 1998</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1, nach dem Bulletin of the All-India Correspondence Chess Federation, Februar 1998</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="204"/>
        <source>Kabir&apos;s choice: Pritchard&apos;s &quot;(old moves)&quot; in a description of the ancient game</source>
        <translation>Kabirs Entscheidung: Pritchards „(old moves)“ in der Beschreibung des alten Spiels</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="211"/>
        <source>Pritchard 2007, 29.1 (6), for Indian chess</source>
        <translation>Pritchard 2007, 29.1 (6), für das indische Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="219"/>
        <source>Kabir&apos;s choice: Pritchard mentions no initial moves for Desi chess</source>
        <translation>Kabirs Entscheidung: Pritchard nennt für das Desi-Schach keine Anfangszüge</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="314"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after Pandit and Sekhar; 29.1 for the Indian game</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, nach Pandit und Sekhar; 29.1 für das indische Spiel</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="306"/>
        <source>Kabir&apos;s choice: Pritchard mentions no initial moves for Joara-Joari</source>
        <translation>Kabirs Entscheidung: Pritchard nennt für Joara-Joari keine Anfangszüge</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="310"/>
        <source>Pritchard 2007, 29.2, Joara-Joari: &quot;others that it can be exercised only before the king has received a check&quot;; Kabir&apos;s choice: as the king moves only in check, only the first check</source>
        <translation>Pritchard 2007, 29.2, Joara-Joari: „others that it can be exercised only before the king has received a check“; Kabirs Entscheidung: Da der König nur im Schach zieht, nur das erste Schach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="313"/>
        <source>Pritchard 2007, 29.2, Joara-Joari: &quot;some say that it is forfeited altogether&quot;</source>
        <translation>Pritchard 2007, 29.2, Joara-Joari: „some say that it is forfeited altogether“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="38"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after Goswami and Pandit</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, nach Goswami und Pandit</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="17"/>
        <source>Pritchard 2007, 29.2 (&quot;promote to file piece&quot;); Kabir&apos;s choice for the king&apos;s file</source>
        <translation>Pritchard 2007, 29.2 („promote to file piece“); Kabirs Entscheidung für die Linie des Königs</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="20"/>
        <source>Kabir&apos;s choice: the rule of Indian chess, Pritchard 2007, 29.1 (4)</source>
        <translation>Kabirs Entscheidung: die Regel des indischen Schachs, Pritchard 2007, 29.1 (4)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="25"/>
        <source>Kabir&apos;s choice: the rule of Indian chess, Pritchard 2007, 29.1 (5)</source>
        <translation>Kabirs Entscheidung: die Regel des indischen Schachs, Pritchard 2007, 29.1 (5)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="497"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after V. K. Iyer, Indian Chess; H. J. R. Murray (1913), A History of Chess, p. 347, after Lala Raja Babu (1901)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, nach V. K. Iyer, Indian Chess; H. J. R. Murray (1913), A History of Chess, S. 347, nach Lala Raja Babu (1901)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="483"/>
        <source>Pritchard 2007, 29.2, after Iyer, Indian Chess</source>
        <translation>Pritchard 2007, 29.2, nach Iyer, Indian Chess</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="486"/>
        <source>Pritchard 2007, 29.2, after Murray 1913 and Lala Raja Babu 1901; the move as the Ludii game Qatranj reads it</source>
        <translation>Pritchard 2007, 29.2, nach Murray 1913 und Lala Raja Babu 1901; der Zug, wie das Ludii-Spiel Qatranj ihn liest</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="403"/>
        <source>Pritchard 2007, 29.2</source>
        <translation>Pritchard 2007, 29.2</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="493"/>
        <source>The Ludii game Qatranj (after Murray 1913)</source>
        <translation>Das Ludii-Spiel Qatranj (nach Murray 1913)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="494"/>
        <source>Iyer 1982, pp. 25–26, as the Ludii games Shataranja and Chaturanga (12x12) read it</source>
        <translation>Iyer 1982, S. 25–26, wie die Ludii-Spiele Shataranja und Chaturanga (12x12) ihn lesen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="496"/>
        <source>Iyer 1982, as the Ludii games Shataranja and Chaturanga (12x12) read it</source>
        <translation>Iyer 1982, wie die Ludii-Spiele Shataranja und Chaturanga (12x12) ihn lesen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="420"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after Pandit, Indian Chess; V. K. Iyer (1982), Indian Chess, pp. 25–26, as the Ludii game Chaturanga (12x12) reads it</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, nach Pandit, Indian Chess; V. K. Iyer (1982), Indian Chess, S. 25–26, wie das Ludii-Spiel Chaturanga (12x12) ihn liest</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="406"/>
        <source>Pritchard 2007, 29.2 (&quot;another version&quot;)</source>
        <translation>Pritchard 2007, 29.2 („another version“)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="410"/>
        <source>Iyer 1982, pp. 25–26, as the Ludii game Chaturanga (12x12) reads it</source>
        <translation>Iyer 1982, S. 25–26, wie das Ludii-Spiel Chaturanga (12x12) ihn liest</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="415"/>
        <source>Iyer 1982, as the Ludii game Chaturanga (12x12) reads it</source>
        <translation>Iyer 1982, wie das Ludii-Spiel Chaturanga (12x12) ihn liest</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="52"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after Datey (1890s) and Pandit</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, nach Datey (1890er Jahre) und Pandit</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="357"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after E. Falkener (1892), Games Ancient and Oriental, and V. K. Iyer, Indian Chess</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, nach E. Falkener (1892), Games Ancient and Oriental, und V. K. Iyer, Indian Chess</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="353"/>
        <source>Kabir&apos;s choice, so that a game ends by mate on either side</source>
        <translation>Kabirs Entscheidung, damit eine Partie auf beiden Seiten durch Matt endet</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="356"/>
        <source>Pritchard 2007, 29.2 (&quot;the object … of the other player to capture the maharajah&quot;)</source>
        <translation>Pritchard 2007, 29.2 („the object … of the other player to capture the maharajah“)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="343"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after the anonymous manuscript Maharaja – Rules (c. 1935)</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, nach der anonymen Handschrift Maharaja – Rules (um 1935)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="626"/>
        <source>G. Bogle (1775), letter of 30 March 1775, in A. van der Linde (1874), Geschichte und Litteratur des Schachspiels; D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5</source>
        <translation>G. Bogle (1775), Brief vom 30. März 1775, in A. van der Linde (1874), Geschichte und Litteratur des Schachspiels; D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="622"/>
        <source>Bogle 1775: &quot;they know nothing of castling&quot;</source>
        <translation>Bogle 1775: „they know nothing of castling“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="625"/>
        <source>Pritchard 2007, 29.5 (&quot;castling allowed&quot;)</source>
        <translation>Pritchard 2007, 29.5 („castling allowed“)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="608"/>
        <source>Agreed before the game</source>
        <translation>Vor der Partie vereinbart</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="609"/>
        <source>The array option above is played.</source>
        <translation>Es gilt die oben gewählte Aufstellung.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="611"/>
        <source>Black chooses</source>
        <translation>Schwarz wählt</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="557"/>
        <source>Black&apos;s chariots</source>
        <translation>Schwarze Wagen</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="558"/>
        <source>Whether Black may place a chariot on the file of Red&apos;s king, or both chariots on one file.</source>
        <translation>Ob Schwarz einen Wagen auf die Linie des roten Königs stellen darf, oder beide Wagen auf eine Linie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="560"/>
        <source>Black never places a chariot on the red king&apos;s file, nor both chariots on one file.</source>
        <translation>Schwarz stellt nie einen Wagen auf die Linie des roten Königs, noch beide Wagen auf eine Linie.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="563"/>
        <source>Black&apos;s chariots are placed like any other piece.</source>
        <translation>Die schwarzen Wagen werden wie jede andere Figur aufgestellt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="564"/>
        <source>Chariots on the first rank</source>
        <translation>Wagen auf der ersten Reihe</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="565"/>
        <source>Whether the chariots are placed only on the player&apos;s first rank.</source>
        <translation>Ob die Wagen nur auf der ersten Reihe des Spielers aufgestellt werden.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="567"/>
        <source>A chariot is placed on any square behind the pawns.</source>
        <translation>Ein Wagen wird auf ein beliebiges Feld hinter den Bauern gestellt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="570"/>
        <source>A chariot is placed only on the player&apos;s first rank.</source>
        <translation>Ein Wagen wird nur auf die erste Reihe des Spielers gestellt.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="585"/>
        <source>16 moves with a chariot, 44 with an elephant, 64 with a horse, from the move after the king is bared; four more for a king in a corner block or the centre.</source>
        <translation>16 Züge mit einem Wagen, 44 mit einem Elefanten, 64 mit einem Pferd, ab dem Zug nach dem Entblößen des Königs; vier mehr für einen König in einem Eckblock oder im Zentrum.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="588"/>
        <source>16 moves with a chariot, 44 with an elephant, 64 with a horse, from the move after the king is bared.</source>
        <translation>16 Züge mit einem Wagen, 44 mit einem Elefanten, 64 mit einem Pferd, ab dem Zug nach dem Entblößen des Königs.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="586"/>
        <source>Pritchard 2007, 29.3, after U Bha; the limits without a chariot of the ASEAN rules (cross-checked with Fairy-Stockfish)</source>
        <translation>Pritchard 2007, 29.3, nach U Bha; die Grenzen ohne Wagen nach den ASEAN-Regeln (mit Fairy-Stockfish gegengeprüft)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="674"/>
        <source>Turkish Great Chess</source>
        <translation>Türkisches Großschach</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="675"/>
        <source>The 13x13 Ottoman game with great vizier (Q+N), rhinoceros (B+N) and gazelle (3,1 leaper).</source>
        <translation>Das osmanische Spiel auf 13×13 Feldern mit Großwesir (Dame+Springer), Nashorn (Läufer+Springer) und Gazelle (3,1-Springer).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="700"/>
        <source>Great vizier</source>
        <translation>Großwesir</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="701"/>
        <source>Short queen</source>
        <translation>Kurzdame</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="702"/>
        <source>Short superqueen</source>
        <translation>Kurze Superdame</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="703"/>
        <source>Short bishop-queen</source>
        <translation>Kurze Läuferdame</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="704"/>
        <source>Rhinoceros</source>
        <translation>Nashorn</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="705"/>
        <source>Gazelle</source>
        <translation>Gazelle</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="677"/>
        <source>The rules Markov and Härtel reconstructed from the original, or their reformed rules.</source>
        <translation>Die Regeln, die Markov und Härtel aus dem Original rekonstruiert haben, oder ihre reformierten Regeln.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="678"/>
        <source>Reconstructed (1806/7)</source>
        <translation>Rekonstruiert (1806/7)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="679"/>
        <source>Pawns one step; promotion to captured pieces; the king&apos;s knight leap; stalemate wins; baremate.</source>
        <translation>Bauern ziehen ein Feld; Umwandlung in geschlagene Figuren; Springersprung des Königs; Patt gewinnt; blanker König verliert.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="681"/>
        <source>Reformed</source>
        <translation>Reformiert</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="682"/>
        <source>Short queen for the great vizier; promotion to any piece; stalemate draws; exchange castling.</source>
        <translation>Kurzdame statt Großwesir; Umwandlung in jede Figur; Patt ist remis; freie Rochade.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="684"/>
        <source>Great piece</source>
        <translation>Große Figur</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="685"/>
        <source>The piece on h1 and f13: the great vizier, or one of the sub-variants Markov and Härtel suggest.</source>
        <translation>Die Figur auf h1 und f13: der Großwesir oder eine der Untervarianten, die Markov und Härtel vorschlagen.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="686"/>
        <source>Great vizier (Q+N)</source>
        <translation>Großwesir (D+S)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="687"/>
        <source>Moves as queen and knight.</source>
        <translation>Zieht wie Dame und Springer.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="688"/>
        <source>Short queen (R+F)</source>
        <translation>Kurzdame (T+F)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="689"/>
        <source>Moves as rook and one step diagonally (king plus rook).</source>
        <translation>Zieht wie Turm und ein Feld diagonal (König plus Turm).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="690"/>
        <source>Short superqueen (R+F+N)</source>
        <translation>Kurze Superdame (T+F+S)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="691"/>
        <source>Moves as rook, one step diagonally, or knight.</source>
        <translation>Zieht wie Turm, ein Feld diagonal oder wie Springer.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="693"/>
        <source>An orthodox queen.</source>
        <translation>Eine gewöhnliche Dame.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="694"/>
        <source>Small piece</source>
        <translation>Kleine Figur</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="695"/>
        <source>The piece on f1 and h13 (the small vizier).</source>
        <translation>Die Figur auf f1 und h13 (der kleine Wesir).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="696"/>
        <source>Moves as rook and one step diagonally.</source>
        <translation>Zieht wie Turm und ein Feld diagonal.</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="697"/>
        <source>Short bishop-queen (B+W)</source>
        <translation>Kurze Läuferdame (L+W)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="698"/>
        <source>Moves as bishop and one step orthogonally (king plus bishop).</source>
        <translation>Zieht wie Läufer und ein Feld gerade (König plus Läufer).</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="134"/>
        <source>P. Aronson (2002), Chaturanga 4-84, The Chess Variant Pages</source>
        <translation>P. Aronson (2002), Chaturanga 4-84, The Chess Variant Pages</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="197"/>
        <source>FIDE Laws of Chess (2023)</source>
        <translation>Schachregeln der FIDE (FIDE Laws of Chess, 2023)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="184"/>
        <source>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1; H. J. R. Murray (1913), A History of Chess, pp. 51–94</source>
        <translation>D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1; H. J. R. Murray (1913), A History of Chess, S. 51–94</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="268"/>
        <source>The Hyderabad manuscript (1790s), after H. J. R. Murray (1913), A History of Chess, pp. 346–347; G. Markov (2022), Three large chess variants from India and Germany: a note on their rules, Board Game Studies Journal; H. Bodlaender, Indian Great Chess, The Chess Variant Pages</source>
        <translation>Die Handschrift aus Hyderabad (1790er Jahre), nach H. J. R. Murray (1913), A History of Chess, S. 346–347; G. Markov (2022), Three large chess variants from India and Germany: a note on their rules, Board Game Studies Journal; H. Bodlaender, Indian Great Chess, The Chess Variant Pages</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="334"/>
        <source>L. Tressau (1840), Das Schachspiel, seine Gattungen und Abarten; Anonymous (1819), Archiv der Spiele, p. 66 (Peguilhen&apos;s game); G. Markov (2022), Three large chess variants from India and Germany: a note on their rules, Board Game Studies Journal</source>
        <translation>L. Tressau (1840), Das Schachspiel, seine Gattungen und Abarten; Anonym (1819), Archiv der Spiele, S. 66 (Peguilhens Spiel); G. Markov (2022), Three large chess variants from India and Germany: a note on their rules, Board Game Studies Journal</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="613"/>
        <source>L. Tressau (1840), Das Schachspiel, seine Gattungen und Abarten; G. Markov (2022), Three large chess variants from India and Germany: a note on their rules, Board Game Studies Journal</source>
        <translation>L. Tressau (1840), Das Schachspiel, seine Gattungen und Abarten; G. Markov (2022), Three large chess variants from India and Germany: a note on their rules, Board Game Studies Journal</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="699"/>
        <source>The Ottoman encyclopaedia Ad-Durar al-muntahabāt (1806/7); G. Markov and S. Härtel (2020), Turkish Great Chess and Chinese Whispers: misadventures of a chess variant, Board Game Studies Journal 14, pp. 43–60</source>
        <translation>Die osmanische Enzyklopädie Ad-Durar al-muntahabāt (1806/7); G. Markov und S. Härtel (2020), Turkish Great Chess and Chinese Whispers: misadventures of a chess variant, Board Game Studies Journal 14, S. 43–60</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="28"/>
        <source>Kabir&apos;s choice</source>
        <translation>Kabirs Entscheidung</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="192"/>
        <source>Kabir&apos;s choice, for comparison</source>
        <translation>Kabirs Entscheidung, zum Vergleich</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="191"/>
        <source>FIDE Laws of Chess (2023), Art. 5.2.1</source>
        <translation>Schachregeln der FIDE (2023), Art. 5.2.1</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="33"/>
        <source>FIDE Laws of Chess (2023), Art. 9.3</source>
        <translation>Schachregeln der FIDE (2023), Art. 9.3</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="256"/>
        <source>Markov 2022, Suggested rules for Hyderabad Decimal Chess</source>
        <translation>Markov 2022, Abschnitt „Suggested rules for Hyderabad Decimal Chess“</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="259"/>
        <source>Cazaux and Knowlton 2017, p. 67, as implemented by Jocly (after Markov 2022)</source>
        <translation>Cazaux und Knowlton 2017, S. 67, wie in Jocly umgesetzt (nach Markov 2022)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="262"/>
        <source>Bodlaender, Indian Great Chess (The Chess Variant Pages)</source>
        <translation>Bodlaender, Indian Great Chess (The Chess Variant Pages)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="265"/>
        <source>E. Greenwood&apos;s modern variant, in Bodlaender, Indian Great Chess</source>
        <translation>E. Greenwoods moderne Variante, in Bodlaender, Indian Great Chess</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="266"/>
        <source>Markov 2022; Bodlaender, Indian Great Chess</source>
        <translation>Markov 2022; Bodlaender, Indian Great Chess</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="267"/>
        <source>Gollon 1968 (after Markov 2022)</source>
        <translation>Gollon 1968 (nach Markov 2022)</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="322"/>
        <source>Tressau 1840; Markov 2022, Fig. 2</source>
        <translation>Tressau 1840; Markov 2022, Abb. 2</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="597"/>
        <source>Tressau 1840; Markov 2022, Fig. 3</source>
        <translation>Tressau 1840; Markov 2022, Abb. 3</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="600"/>
        <source>Tressau 1840; Markov 2022, Fig. 4</source>
        <translation>Tressau 1840; Markov 2022, Abb. 4</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="325"/>
        <source>Anonymous 1819 (Archiv der Spiele), p. 66; Markov 2022</source>
        <translation>Anonym 1819 (Archiv der Spiele), S. 66; Markov 2022</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="329"/>
        <source>Tressau 1840, pp. 51–52; Markov 2022, rule set A</source>
        <translation>Tressau 1840, S. 51–52; Markov 2022, Regelwerk A</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="333"/>
        <source>Tressau 1840; Markov 2022, rule set A</source>
        <translation>Tressau 1840; Markov 2022, Regelwerk A</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="610"/>
        <source>Markov 2022, rule set A</source>
        <translation>Markov 2022, Regelwerk A</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="332"/>
        <source>Markov 2022, rule set B</source>
        <translation>Markov 2022, Regelwerk B</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="680"/>
        <source>Markov and Härtel 2020, Appendix 1</source>
        <translation>Markov und Härtel 2020, Anhang 1</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="683"/>
        <source>Markov and Härtel 2020, Appendix 2</source>
        <translation>Markov und Härtel 2020, Anhang 2</translation>
    </message>
    <message>
        <location filename="../build/ui/datastringstable.cpp" line="692"/>
        <source>Markov and Härtel 2020, note 20</source>
        <translation>Markov und Härtel 2020, Anm. 20</translation>
    </message>
</context>
<context>
    <name>Diagram</name>
    <message>
        <location filename="../ui/diagram.cpp" line="64"/>
        <source>%1 to move</source>
        <extracomment>A diagram&apos;s caption; %1 is an army (&quot;White&quot;).</extracomment>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location filename="../ui/diagram.cpp" line="181"/>
        <source>%1 %2 on %3</source>
        <extracomment>A piece in a diagram: %1 is an army (&quot;White&quot;), %2 a piece (&quot;Commander&quot;), %3 a square (&quot;e4&quot;).</extracomment>
        <translation>%1 %2 auf %3</translation>
    </message>
    <message>
        <location filename="../ui/diagram.cpp" line="194"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../ui/diagram.cpp" line="208"/>
        <source>Square numbers</source>
        <translation>Feldnummern</translation>
    </message>
</context>
<context>
    <name>DiagramDialog</name>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="56"/>
        <source>Save Diagram</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="59"/>
        <source>Show coor&amp;dinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="60"/>
        <source>Ca&amp;ption:</source>
        <translation>&amp;Bildunterschrift:</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="64"/>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="71"/>
        <source>The board&apos;s colours</source>
        <translation>Die Farben des Bretts</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="72"/>
        <source>Black and white, grey dark squares</source>
        <translation>Schwarzweiß, graue dunkle Felder</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="73"/>
        <source>Black and white, hatched dark squares</source>
        <translation>Schwarzweiß, schraffierte dunkle Felder</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="75"/>
        <source>As the variant&apos;s board</source>
        <translation>Wie das Brett der Variante</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="76"/>
        <source>Checkered</source>
        <translation>Schachbrettmuster</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="77"/>
        <source>Plain</source>
        <translation>Einfarbig</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="90"/>
        <source>Tressau&apos;s square &amp;numbers</source>
        <translation>Tressaus Feld&amp;nummern</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="91"/>
        <source>Each square&apos;s number, as Tressau wrote the moves</source>
        <translation>Die Nummer jedes Feldes, wie Tressau die Züge schrieb</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="93"/>
        <source>Square &amp;numbers: this variant numbers no squares</source>
        <translation>Feld&amp;nummern: Diese Variante nummeriert keine Felder</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="97"/>
        <source>SVG (a vector drawing)</source>
        <translation>SVG (eine Vektorgrafik)</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="98"/>
        <source>PNG (a picture)</source>
        <translation>PNG (ein Bild)</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="102"/>
        <source> pixels</source>
        <translation> Pixel</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="103"/>
        <source>Caption</source>
        <translation>Bildunterschrift</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="104"/>
        <source>Diagram preview</source>
        <translation>Vorschau des Diagramms</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="112"/>
        <source>&amp;Width:</source>
        <translation>Brei&amp;te:</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="115"/>
        <source>Piece &amp;set:</source>
        <translation>&amp;Figurensatz:</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="116"/>
        <source>C&amp;olours:</source>
        <translation>Fa&amp;rben:</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="117"/>
        <source>S&amp;quares:</source>
        <translation>Fel&amp;der:</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="118"/>
        <source>Seen &amp;from:</source>
        <translation>&amp;Sicht von:</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="122"/>
        <source>Fo&amp;rmat:</source>
        <translation>F&amp;ormat:</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="175"/>
        <source>× %1 pixels</source>
        <translation>× %1 Pixel</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="187"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Grafiken (*.svg)</translation>
    </message>
    <message>
        <location filename="../ui/diagramdialog.cpp" line="187"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>DrawOfferBar</name>
    <message>
        <location filename="../ui/drawofferbar.cpp" line="16"/>
        <source>Accept Draw</source>
        <translation>Remis annehmen</translation>
    </message>
    <message>
        <location filename="../ui/drawofferbar.cpp" line="18"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>EndingCommand</name>
    <message>
        <location filename="../ui/movecommand.cpp" line="24"/>
        <source>resignation</source>
        <extracomment>The undo/redo actions read &quot;Undo resignation&quot; / &quot;Undo draw agreement&quot; / &quot;Undo forfeit&quot;.</extracomment>
        <translation>(Aufgabe)</translation>
    </message>
    <message>
        <location filename="../ui/movecommand.cpp" line="25"/>
        <source>forfeit</source>
        <translation>Partieverlust</translation>
    </message>
    <message>
        <location filename="../ui/movecommand.cpp" line="26"/>
        <source>draw agreement</source>
        <translation>(Remisvereinbarung)</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="59"/>
        <location filename="../ui/enginesdialog.cpp" line="62"/>
        <location filename="../ui/enginesdialog.cpp" line="287"/>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="63"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="64"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="65"/>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="66"/>
        <source>Start the engine and see whether it answers</source>
        <translation>Die Engine starten und sehen, ob sie antwortet</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="71"/>
        <source>e.g. /usr/games/fairy-stockfish</source>
        <translation>z. B. /usr/games/fairy-stockfish</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="72"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="74"/>
        <source>separated by spaces</source>
        <translation>durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="76"/>
        <source>Kabir&apos;s own</source>
        <translation>der von Kabir</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="80"/>
        <source>NAME=VALUE, one per line, e.g. Hash=64</source>
        <translation>NAME=WERT, eine pro Zeile, z. B. Hash=64</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="81"/>
        <source>sent after the handshake, one per line</source>
        <translation>nach der Begrüßung gesendet, einer pro Zeile</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="82"/>
        <source>KABIR-ID=ENGINE-NAME, one per line, e.g. hyderabad=hyderabad_simple</source>
        <translation>KABIR-ID=ENGINE-NAME, einer pro Zeile, z. B. hyderabad=hyderabad_simple</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="96"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="98"/>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="101"/>
        <source>Ar&amp;guments:</source>
        <translation>Ar&amp;gumente:</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="102"/>
        <source>&amp;Working folder:</source>
        <translation>&amp;Arbeitsordner:</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="103"/>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protokoll:</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="104"/>
        <source>&amp;Options:</source>
        <translation>&amp;Optionen:</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="105"/>
        <source>&amp;Init commands:</source>
        <translation>&amp;Startbefehle:</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="106"/>
        <source>&amp;Variant names:</source>
        <translation>&amp;Variantennamen:</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="107"/>
        <source>Plays:</source>
        <translation>Spielt:</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="130"/>
        <source>New engine</source>
        <translation>Neue Engine</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="138"/>
        <source>Engine Program</source>
        <translation>Programm der Engine</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="200"/>
        <source>not known yet: Test asks the engine</source>
        <extracomment>The variants an external engine plays: not known until the engine has been tested.</extracomment>
        <translation>noch unbekannt: „Testen“ fragt die Engine</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="246"/>
        <source>Starting the engine…</source>
        <translation>Die Engine wird gestartet…</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="266"/>
        <source>The engine answers: %1</source>
        <translation>Die Engine antwortet: %1</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="266"/>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="267"/>
        <source>The engine does not work: %1</source>
        <translation>Die Engine funktioniert nicht: %1</translation>
    </message>
    <message>
        <location filename="../ui/enginesdialog.cpp" line="287"/>
        <source>Every engine needs a name of its own and a command (“%1”).</source>
        <translation>Jede Engine braucht einen eigenen Namen und einen Befehl („%1“).</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <location filename="../ui/evalbar.cpp" line="10"/>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../ui/evaluationgraph.cpp" line="35"/>
        <source>Evaluation graph</source>
        <translation>Bewertungskurve</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/evaluationgraph.cpp" line="142"/>
        <source>After %n ply: %1</source>
        <extracomment>%1: how many moves have been played; %2 the evaluation, e.g. &quot;+0.35&quot;.</extracomment>
        <translation>
            <numerusform>Nach %n Halbzug: %1</numerusform>
            <numerusform>Nach %n Halbzügen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/evaluationgraph.cpp" line="143"/>
        <source>After %n ply: not evaluated</source>
        <translation>
            <numerusform>Nach %n Halbzug: nicht bewertet</numerusform>
            <numerusform>Nach %n Halbzügen: nicht bewertet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../ui/exportdialog.cpp" line="18"/>
        <source>Sa&amp;ve…</source>
        <translation>S&amp;peichern…</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.cpp" line="19"/>
        <source>&amp;Copy</source>
        <translation>Kop&amp;ieren</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.cpp" line="33"/>
        <source>Could not save %1: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason.</extracomment>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.cpp" line="36"/>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <location filename="../ui/exportdialog.cpp" line="50"/>
        <source>Copied to the clipboard.</source>
        <translation>In die Zwischenablage kopiert.</translation>
    </message>
</context>
<context>
    <name>ExternalEnginePlayer</name>
    <message>
        <location filename="../ui/externalengineplayer.cpp" line="98"/>
        <source>The engine could not be started: %1</source>
        <translation>Die Engine konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/externalengineplayer.cpp" line="138"/>
        <source>The engine gave no move in time.</source>
        <translation>Die Engine hat nicht rechtzeitig gezogen.</translation>
    </message>
    <message>
        <location filename="../ui/externalengineplayer.cpp" line="140"/>
        <source>The engine stopped: %1</source>
        <translation>Die Engine hat sich beendet: %1</translation>
    </message>
    <message>
        <location filename="../ui/externalengineplayer.cpp" line="142"/>
        <source>The engine did not move: %1</source>
        <translation>Die Engine hat nicht gezogen: %1</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="42"/>
        <source>There is no variant called “%1”.</source>
        <translation>Es gibt keine Variante namens „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="50"/>
        <source>The game cannot start: %1</source>
        <translation>Die Partie kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="60"/>
        <source>Choose a variant first.</source>
        <translation>Wählen Sie zuerst eine Variante.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="164"/>
        <location filename="../ui/gamecontroller.cpp" line="192"/>
        <location filename="../ui/gamecontroller.cpp" line="227"/>
        <location filename="../ui/gamecontrollerendings.cpp" line="75"/>
        <location filename="../ui/gamecontrollerendings.cpp" line="139"/>
        <location filename="../ui/gamecontrollerendings.cpp" line="170"/>
        <source>No game is being played.</source>
        <translation>Es wird keine Partie gespielt.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="167"/>
        <source>There is nothing to choose now.</source>
        <translation>Jetzt ist nichts zu wählen.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="169"/>
        <source>It is %1&apos;s turn to choose, not %2&apos;s.</source>
        <translation>%1 wählt, nicht %2.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="172"/>
        <source>“%1” is not one of the choices.</source>
        <translation>„%1“ steht nicht zur Wahl.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="186"/>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="194"/>
        <source>%1 must choose before the first move.</source>
        <translation>%1 muss vor dem ersten Zug wählen.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="196"/>
        <location filename="../ui/gamecontroller.cpp" line="231"/>
        <location filename="../ui/gamecontrollerendings.cpp" line="79"/>
        <location filename="../ui/gamecontrollerendings.cpp" line="141"/>
        <source>The game is over: %1</source>
        <translation>Die Partie ist beendet: %1</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="209"/>
        <source>There is no piece on %1.</source>
        <translation>Auf %1 steht keine Figur.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="216"/>
        <source>That move is not legal here.</source>
        <translation>Dieser Zug ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="234"/>
        <source>“%1” is not a legal move here.</source>
        <translation>„%1“ ist hier kein erlaubter Zug.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontrollerendings.cpp" line="77"/>
        <location filename="../ui/gamecontrollerendings.cpp" line="145"/>
        <source>There is no such army.</source>
        <translation>Diese Armee gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontrollerendings.cpp" line="143"/>
        <source>No draw has been offered.</source>
        <translation>Es wurde kein Remis angeboten.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontrollerendings.cpp" line="147"/>
        <source>The offer must be accepted by the other side.</source>
        <translation>Das Angebot muss von der Gegenseite angenommen werden.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontrollerendings.cpp" line="177"/>
        <source>A draw can be claimed only after a threefold repetition or under the %1-move rule.</source>
        <translation>Remis kann nur nach dreifacher Stellungswiederholung oder nach der %1-Züge-Regel beansprucht werden.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontrollerendings.cpp" line="178"/>
        <source>A draw can be claimed only after a threefold repetition.</source>
        <translation>Remis kann nur nach dreifacher Stellungswiederholung beansprucht werden.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../ui/gamefile.cpp" line="30"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/gamefile.cpp" line="49"/>
        <source>%1-%2</source>
        <extracomment>The file name Save As proposes for game %2 of the file %1 of many games (without &quot;.pgn&quot;).</extracomment>
        <translation>%1-%2</translation>
    </message>
    <message>
        <location filename="../ui/gamefile.cpp" line="62"/>
        <source>%1, game %2</source>
        <extracomment>The window&apos;s title for a game of a file of many: the file&apos;s name, the game&apos;s number.</extracomment>
        <translation>%1, Partie %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/gamefile.cpp" line="103"/>
        <source>%1 has changed since the game was read from it: it holds %n game(s), not %2. Save the game to another file.</source>
        <extracomment>%1 the file, %2 how many games it held when the game was read from it.</extracomment>
        <translation>
            <numerusform>%1 wurde geändert, seit die Partie daraus gelesen wurde: Die Datei enthält %n Partie, nicht %2. Speichern Sie die Partie in eine andere Datei.</numerusform>
            <numerusform>%1 wurde geändert, seit die Partie daraus gelesen wurde: Die Datei enthält %n Partien, nicht %2. Speichern Sie die Partie in eine andere Datei.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/gamefile.cpp" line="18"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>GameListDialog</name>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="21"/>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="34"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="35"/>
        <source>Players, event, site, date, …</source>
        <translation>Spieler, Ereignis, Ort, Datum, …</translation>
    </message>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="37"/>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="46"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="60"/>
        <source>&amp;Games:</source>
        <translation>&amp;Partien:</translation>
    </message>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="65"/>
        <source>&amp;Open</source>
        <translation>&amp;Laden</translation>
    </message>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="66"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="114"/>
        <source>1 game</source>
        <extracomment>How many games the file holds; %1 is at least 2 (a file of one game opens without the list).</extracomment>
        <translation>1 Partie</translation>
    </message>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="114"/>
        <source>%1 games</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <location filename="../ui/gamelistdialog.cpp" line="116"/>
        <source>%1 of %2</source>
        <extracomment>%1 of the file&apos;s games shown by the filter: &quot;2 of 3 games&quot;.</extracomment>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../ui/gamelistmodel.cpp" line="69"/>
        <source>No.</source>
        <extracomment>The game&apos;s number in the file, in the game list&apos;s header.</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/gamelistmodel.cpp" line="70"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../ui/gamelistmodel.cpp" line="71"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../ui/gamelistmodel.cpp" line="72"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/gamelistmodel.cpp" line="73"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../ui/gamelistmodel.cpp" line="74"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location filename="../ui/gamelistmodel.cpp" line="75"/>
        <source>Site</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../ui/gamelistmodel.cpp" line="76"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../ui/gamelistmodel.cpp" line="77"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../ui/gamelistmodel.cpp" line="79"/>
        <source>Plies</source>
        <extracomment>The number of moves of a game, each army&apos;s move counted (half-moves), in the game list&apos;s header.</extracomment>
        <translation>Halbzüge</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../ui/gameoverdialog.cpp" line="17"/>
        <source>Game Over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location filename="../ui/gameoverdialog.cpp" line="42"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/gameoverdialog.cpp" line="54"/>
        <source>Score for tables: %1 · PGN result: %2 · moves played: %3</source>
        <extracomment>%1 is the score for tables (&quot;¾–¼&quot;), %2 the PGN result (&quot;1-0&quot;), %3 the number of moves.</extracomment>
        <translation>Tabellenwertung: %1 · PGN-Ergebnis: %2 · gespielte Züge: %3</translation>
    </message>
    <message>
        <location filename="../ui/gameoverdialog.cpp" line="62"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location filename="../ui/gameoverdialog.cpp" line="63"/>
        <source>&amp;Save Game…</source>
        <translation>&amp;Partie speichern…</translation>
    </message>
    <message>
        <location filename="../ui/gameoverdialog.cpp" line="64"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message>
        <location filename="../ui/gamerecords.cpp" line="81"/>
        <source>%1, game %2, line %3: “%4” %5</source>
        <extracomment>%1 the file, %2 the game&apos;s number, %3 the line, %4 what is out of place, %5 why.</extracomment>
        <translation>%1, Partie %2, Zeile %3: „%4“ %5</translation>
    </message>
    <message>
        <location filename="../ui/gamerecords.cpp" line="84"/>
        <source>%1, game %2, move %3 %4: %5</source>
        <extracomment>%1 the file, %2 the game&apos;s number, %3 the move&apos;s number (&quot;12.&quot; or &quot;12...&quot;), %4 the move, %5 why.</extracomment>
        <translation>%1, Partie %2, Zug %3 %4: %5</translation>
    </message>
    <message>
        <location filename="../ui/gamerecords.cpp" line="96"/>
        <source>Game %1: %2</source>
        <extracomment>%1 the game&apos;s number in its file, %2 why it cannot start (with the file and line).</extracomment>
        <translation>Partie %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/gamerecords.cpp" line="108"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weiteres.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameViewer</name>
    <message>
        <location filename="../ui/gameviewer.cpp" line="133"/>
        <source>An earlier position is on view: go to the last move to play.</source>
        <translation>Eine frühere Stellung wird gezeigt: Zum Spielen zum letzten Zug gehen.</translation>
    </message>
    <message>
        <location filename="../ui/gameviewer.cpp" line="194"/>
        <location filename="../ui/gameviewer.cpp" line="203"/>
        <source>No game is being played.</source>
        <translation>Es wird keine Partie gespielt.</translation>
    </message>
    <message>
        <location filename="../ui/gameviewer.cpp" line="216"/>
        <source>That move is not legal here.</source>
        <translation>Dieser Zug ist hier nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>KabirPlayer</name>
    <message>
        <location filename="../ui/kabirplayer.cpp" line="32"/>
        <source>Kabir found no move.</source>
        <translation>Kabir hat keinen Zug gefunden.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="455"/>
        <source>Kabir</source>
        <translation>Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="39"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="57"/>
        <source>&amp;Take Back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="60"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="64"/>
        <source>Resi&amp;gn</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="34"/>
        <source>Game records (*.pgn);;All files (*)</source>
        <translation>Partieaufzeichnungen (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="122"/>
        <source>It is the computer&apos;s turn: %1 is to move.</source>
        <translation>Der Computer ist am Zug: %1 zieht.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="165"/>
        <source>The game could not be saved for a restart: %1</source>
        <translation>Die Partie konnte nicht für einen Neustart gesichert werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="175"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="180"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="185"/>
        <source>%1 is thinking… depth %2, %3</source>
        <extracomment>The computer&apos;s thought in the status bar: who, how deep, its value.</extracomment>
        <translation>%1 denkt nach… Tiefe %2, %3</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="192"/>
        <source>%1 offers a draw.</source>
        <translation>%1 bietet Remis an.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="199"/>
        <source>Computer Player</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="40"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="42"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="53"/>
        <source>T&amp;ype a Move…</source>
        <translation>Zug e&amp;intippen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="56"/>
        <source>Type a move: in coordinates, the standard text or the notation chosen in View › Move Notation</source>
        <translation>Einen Zug eintippen: in Koordinaten, in Standardnotation oder in der unter Ansicht › Zugnotation gewählten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="59"/>
        <source>Take back the last move; against the computer, your last move and its reply</source>
        <translation>Den letzten Zug zurücknehmen; gegen den Computer Ihren letzten Zug und seine Antwort</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="66"/>
        <source>Offer &amp;Draw</source>
        <translation>&amp;Remis anbieten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="68"/>
        <source>&amp;Claim Draw</source>
        <translation>Remis be&amp;anspruchen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="70"/>
        <source>Pass the T&amp;urn</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="75"/>
        <source>Make no move: for a side left without an initial move (Indian chess)</source>
        <translation>Keinen Zug machen: für eine Seite ohne verbliebenen Anfangszug (indisches Schach)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="77"/>
        <source>C&amp;hoose Before the First Move…</source>
        <translation>&amp;Vor dem ersten Zug wählen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="80"/>
        <source>&amp;Move Now</source>
        <translation>&amp;Jetzt ziehen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="82"/>
        <source>The computer plays the best move it has found so far</source>
        <translation>Der Computer spielt den besten Zug, den er bisher gefunden hat</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="83"/>
        <source>S&amp;witch Sides</source>
        <translation>Seiten taus&amp;chen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="85"/>
        <source>Play the other side: the computer takes yours</source>
        <translation>Die andere Seite spielen: der Computer übernimmt Ihre</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="86"/>
        <source>H&amp;int</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="88"/>
        <source>Show the best move, found by Kabir at full strength, as an arrow</source>
        <translation>Den besten Zug, von Kabir mit voller Stärke gefunden, als Pfeil zeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="89"/>
        <source>&amp;Analyse</source>
        <translation>Ana&amp;lysieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="93"/>
        <source>Let Kabir think about the position on view, in the analysis pane</source>
        <translation>Kabir über die gezeigte Stellung nachdenken lassen, im Analysebereich</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="100"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="103"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="104"/>
        <source>&amp;Copy Position</source>
        <translation>&amp;Stellung kopieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="106"/>
        <source>Copy the position on view as FEN</source>
        <translation>Die angezeigte Stellung als FEN kopieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="108"/>
        <source>Copy &amp;Game</source>
        <translation>&amp;Partie kopieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="110"/>
        <source>Copy the whole game as a PGN record</source>
        <translation>Die ganze Partie als PGN-Aufzeichnung kopieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="111"/>
        <source>&amp;Paste Position or Game</source>
        <translation>Stellung oder Partie ein&amp;fügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="113"/>
        <source>Set &amp;Up Position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="114"/>
        <source>Set up a position of this variant to play or analyse from</source>
        <translation>Eine Stellung dieser Variante aufbauen, um von ihr aus zu spielen oder zu analysieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="116"/>
        <source>Game &amp;Tags…</source>
        <translation>Partie-&amp;Tags…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="117"/>
        <source>Event, site, date, players and the other tags of the game&apos;s record</source>
        <translation>Ereignis, Ort, Datum, Spieler und die anderen Tags der Partieaufzeichnung</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="118"/>
        <source>Export &amp;Diagram…</source>
        <translation>&amp;Diagramm exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="124"/>
        <source>Save the position on view as an SVG or PNG diagram</source>
        <translation>Die gezeigte Stellung als SVG- oder PNG-Diagramm speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="125"/>
        <source>Copy &amp;Moves as Text…</source>
        <translation>&amp;Züge als Text kopieren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="130"/>
        <source>The game&apos;s moves as text for an article</source>
        <translation>Die Züge der Partie als Text für einen Artikel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="134"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="137"/>
        <source>&amp;Engines…</source>
        <translation>E&amp;ngines…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="138"/>
        <source>Set up external engines (UCI or XBoard) to play against</source>
        <translation>Externe Engines (UCI oder XBoard) als Gegner einrichten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="140"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="141"/>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="144"/>
        <source>Show the board from the other side</source>
        <translation>Das Brett von der anderen Seite zeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="146"/>
        <source>Seen &amp;From</source>
        <translation>&amp;Sicht von</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="149"/>
        <source>Show &amp;Coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="152"/>
        <source>Show &amp;Promotion Zones</source>
        <translation>&amp;Umwandlungszonen zeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="155"/>
        <source>Show Square &amp;Numbers</source>
        <translation>Feld&amp;nummern zeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="158"/>
        <source>Tressau&apos;s number in each square, as he wrote the moves</source>
        <translation>Tressaus Nummer in jedem Feld, wie er die Züge schrieb</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="171"/>
        <source>First Position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="173"/>
        <source>Previous Move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="175"/>
        <source>Next Move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="178"/>
        <source>Last Position</source>
        <translation>Letzte Stellung</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="185"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="187"/>
        <source>&amp;Rules of This Variant</source>
        <translation>&amp;Regeln dieser Variante</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="189"/>
        <source>&amp;Unplayable Games (Pritchard, Chapter 29)</source>
        <translation>&amp;Nicht spielbare Spiele (Pritchard, Kapitel 29)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="191"/>
        <source>The games of Pritchard&apos;s chapter on India and Asia that are known too little to be played</source>
        <translation>Die Spiele aus Pritchards Kapitel über Indien und Asien, die zu wenig bekannt sind, um sie zu spielen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="193"/>
        <source>&amp;About Kabir</source>
        <translation>Ü&amp;ber Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="194"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="218"/>
        <source>Clocks</source>
        <translation>Uhren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="225"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="443"/>
        <location filename="../ui/mainwindowmenus.cpp" line="237"/>
        <source>Captured Pieces</source>
        <extracomment>The title of the panel beside the board with each army&apos;s hand and captures.</extracomment>
        <translation>Geschlagene Figuren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="247"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="341"/>
        <source>There is no engine called “%1”: Kabir plays instead.</source>
        <translation>Es gibt keine Engine namens „%1“: Kabir spielt stattdessen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="356"/>
        <source>Welcome to Kabir, the program for the great historical chess variants. Choose a game — Tressau&apos;s Kaiserspiel and Sultanspiel, Turkish Great Chess, Hyderabad Decimal Chess, the four armies of Chaturanga 4-84 — its rules, and who plays each side: you, a friend at the same board, or the computer. Help › Rules of This Variant (F1) tells each game&apos;s history and rules, with their sources.</source>
        <translation>Willkommen bei Kabir, dem Programm für die großen historischen Schachvarianten. Wählen Sie ein Spiel — Tressaus Kaiserspiel und Sultanspiel, das Türkische Große Schach, das Hyderabad-Dezimalschach, die vier Armeen des Chaturanga 4-84 —, seine Regeln und wer welche Seite spielt: Sie, jemand am selben Brett oder der Computer. Hilfe › Regeln dieser Variante (F1) erzählt die Geschichte und die Regeln jedes Spiels, mit ihren Quellen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="372"/>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="391"/>
        <source>%1[*] — Kabir</source>
        <translation>%1[*] — Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="392"/>
        <source>%1[*] — %2 — Kabir</source>
        <translation>%1[*] — %2 — Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="413"/>
        <location filename="../ui/mainwindow.cpp" line="606"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="421"/>
        <source>The Team to Move</source>
        <translation>Team am Zug</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="421"/>
        <source>The Army to Move</source>
        <translation>Armee am Zug</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="443"/>
        <source>Hands and Captured Pieces</source>
        <translation>Hand und geschlagene Steine</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="455"/>
        <source>This game has not been saved. Save it before it is replaced?</source>
        <translation>Diese Partie ist nicht gespeichert. Soll sie gespeichert werden, bevor sie ersetzt wird?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="133"/>
        <location filename="../ui/mainwindowfiles.cpp" line="43"/>
        <location filename="../ui/mainwindowfiles.cpp" line="45"/>
        <location filename="../ui/mainwindowfiles.cpp" line="51"/>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="59"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="69"/>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="86"/>
        <source>%1 holds no game.</source>
        <translation>%1 enthält keine Partie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindowfiles.cpp" line="99"/>
        <source>%1 holds %n game(s).</source>
        <translation>
            <numerusform>%1 enthält %n Partie.</numerusform>
            <numerusform>%1 enthält %n Partien.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="110"/>
        <source>Nothing was pasted: %1</source>
        <translation>Nichts wurde eingefügt: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="116"/>
        <source>The game was read up to a move that could not be read: %1</source>
        <translation>Die Partie wurde bis zu einem Zug gelesen, der nicht gelesen werden konnte: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="125"/>
        <location filename="../ui/mainwindowfiles.cpp" line="135"/>
        <location filename="../ui/mainwindowfiles.cpp" line="144"/>
        <location filename="../ui/mainwindowfiles.cpp" line="145"/>
        <location filename="../ui/mainwindowfiles.cpp" line="157"/>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindowfiles.cpp" line="161"/>
        <source>%1 holds %n game(s). Replace game %2 in it with this one, or add this game at its end? The other games stay as they are.</source>
        <extracomment>%1 the file, %2 the game&apos;s number in it.</extracomment>
        <translation>
            <numerusform>%1 enthält %n Partie. Partie %2 darin durch diese ersetzen oder diese Partie am Ende anfügen? Die anderen Partien bleiben, wie sie sind.</numerusform>
            <numerusform>%1 enthält %n Partien. Partie %2 darin durch diese ersetzen oder diese Partie am Ende anfügen? Die anderen Partien bleiben, wie sie sind.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="166"/>
        <source>Replace Game %1</source>
        <translation>Partie %1 ersetzen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="169"/>
        <source>%1 already exists and holds no game. Replace it?</source>
        <translation>%1 gibt es schon, und sie enthält keine Partie. Ersetzen?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="170"/>
        <source>%1 already holds a game. Replace it with this one, or add this game at its end?</source>
        <translation>%1 enthält schon eine Partie. Durch diese ersetzen oder diese Partie am Ende anfügen?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="171"/>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindowfiles.cpp" line="173"/>
        <source>%1 holds %n game(s). Add this game at its end?</source>
        <translation>
            <numerusform>%1 enthält %n Partie. Diese Partie am Ende anfügen?</numerusform>
            <numerusform>%1 enthält %n Partien. Diese Partie am Ende anfügen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="175"/>
        <source>Add at the End</source>
        <translation>Am Ende anfügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="211"/>
        <source>Game %1 of %2 was replaced.</source>
        <translation>Partie %1 in %2 wurde ersetzt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="212"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="219"/>
        <location filename="../ui/mainwindowfiles.cpp" line="222"/>
        <source>Append Game to File</source>
        <translation>Partie an Datei anhängen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="233"/>
        <source>The game was added to %1.</source>
        <translation>Die Partie wurde an %1 angehängt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="258"/>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="278"/>
        <source>The position was set up.</source>
        <translation>Die Stellung wurde aufgebaut.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="295"/>
        <source>The position is on the clipboard.</source>
        <translation>Die Stellung ist in der Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="308"/>
        <source>the clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="328"/>
        <source>The game was pasted.</source>
        <translation>Die Partie wurde eingefügt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="328"/>
        <source>The position was pasted.</source>
        <translation>Die Stellung wurde eingefügt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="352"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="627"/>
        <source>%1 chooses before the first move</source>
        <translation>%1 wählt vor dem ersten Zug</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="673"/>
        <source>%1 to move, in check</source>
        <translation>%1 am Zug, im Schach</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="762"/>
        <source>%1 must choose before the first move (Game › Choose Before the First Move…).</source>
        <translation>%1 muss vor dem ersten Zug wählen (Partie › Vor dem ersten Zug wählen…).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="788"/>
        <source>%1 accepts the draw.</source>
        <translation>%1 nimmt das Remis an.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="789"/>
        <source>%1 declines the draw offer.</source>
        <translation>%1 lehnt das Remisangebot ab.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="798"/>
        <source>Draw Offer</source>
        <translation>Remisangebot</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="799"/>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 bietet Remis an. %2, nehmen Sie an?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="253"/>
        <source>There is no variant &quot;%1&quot;.</source>
        <translation>Es gibt keine Variante „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="45"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="47"/>
        <source>Save the game to its file, or to a new one</source>
        <translation>Die Partie in ihre Datei speichern oder in eine neue</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="48"/>
        <source>Sa&amp;ve As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="50"/>
        <source>A&amp;ppend to File…</source>
        <translation>An Datei an&amp;hängen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="51"/>
        <source>Add the game at the end of a file of games</source>
        <translation>Die Partie am Ende einer Partiedatei anfügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="117"/>
        <source>Choose a Move</source>
        <translation>Zug wählen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="117"/>
        <source>Your clicks name more than one move. Which one?</source>
        <translation>Ihre Klicks bezeichnen mehr als einen Zug. Welchen meinen Sie?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="293"/>
        <source>%1 does not play %2: it plays %3. Edit › Engines… can give it its name for the variant, or choose another player.</source>
        <extracomment>%1 the engine, %2 the variant, %3 the variants the engine plays by its own names.</extracomment>
        <translation>%1 spielt kein %2: Die Engine spielt %3. Unter Bearbeiten › Engines… können Sie ihr ihren Namen für die Variante angeben, oder wählen Sie einen anderen Spieler.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="573"/>
        <source>Seen from %1</source>
        <translation>Sicht von %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="598"/>
        <source>%1&apos;s king has been taken; the army plays on without it.</source>
        <translation>Der König von %1 ist geschlagen; die Armee spielt ohne ihn weiter.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="633"/>
        <source>The count: when it reaches %1 moves without a mate, the game is drawn. Help › Rules of This Variant tells who counts and from where.</source>
        <translation>Die Zählung: Erreicht sie %1 Züge ohne Matt, endet die Partie remis. Hilfe › Regeln dieser Variante sagt, wer zählt und ab wann.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="647"/>
        <source>%1 has no initial move left and passes (Game › Pass the Turn)</source>
        <translation>%1 hat keinen Anfangszug mehr und passt (Partie › Passen)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="651"/>
        <source>%1 is stalemated: click an enemy man to take it off the board</source>
        <translation>%1 ist patt: Klicken Sie eine gegnerische Figur an, um sie vom Brett zu nehmen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="655"/>
        <source>%1: initial move %2 of %3</source>
        <translation>%1: Anfangszug %2 von %3</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="662"/>
        <source>%1 places a piece, %2 left: click one beside the board, then a square</source>
        <extracomment>The set-up by placement (Sittuyin): the men the player still has to place.</extracomment>
        <translation>%1 stellt eine Figur auf, noch %2: eine neben dem Brett anklicken, dann ein Feld</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="670"/>
        <source>%1: place the %2 — click it in the hand beside the board, then a square</source>
        <extracomment>%1 the player, %2 the piece to place (&quot;Maharajah&quot;).</extracomment>
        <translation>%1: %2 aufstellen — erst in der Hand neben dem Brett anklicken, dann ein Feld</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="673"/>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="677"/>
        <source>%1 — Count: %2 of %3</source>
        <extracomment>Makruk&apos;s count: the moves counted so far and the limit.</extracomment>
        <translation>%1 — Zählung: %2 von %3</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="769"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="769"/>
        <source>Resign the game for %1?</source>
        <translation>Die Partie für %1 aufgeben?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="839"/>
        <source>You now play %1.</source>
        <translation>Sie spielen jetzt %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="850"/>
        <source>Looking for the best move…</source>
        <translation>Der beste Zug wird gesucht…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="920"/>
        <source>The unfinished game has been restored.</source>
        <translation>Die nicht beendete Partie wurde wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="925"/>
        <source>The autosaved game could not be read and was set aside: %1</source>
        <translation>Die automatisch gespeicherte Partie war nicht lesbar und wurde beiseitegelegt: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="961"/>
        <source>Cannot write the screenshot %1.</source>
        <translation>Das Bildschirmfoto %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="967"/>
        <source>About Kabir</source>
        <translation>Über Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowlanguage.cpp" line="35"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowlanguage.cpp" line="36"/>
        <source>The new language shows once Kabir starts again. Restart now? The game stays as it is: its moves, players, clocks and file, saved or not.</source>
        <translation>Die neue Sprache erscheint, sobald Kabir neu startet. Jetzt neu starten? Die Partie bleibt, wie sie ist: mit ihren Zügen, Spielern, Uhren und ihrer Datei, gespeichert oder nicht.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowlanguage.cpp" line="39"/>
        <source>&amp;Restart Now</source>
        <translation>Jetzt &amp;neu starten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowlanguage.cpp" line="40"/>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
</context>
<context>
    <name>MaterialView</name>
    <message>
        <location filename="../ui/materialview.cpp" line="39"/>
        <source>Captured pieces and hands</source>
        <translation>Geschlagene Figuren und Figuren in der Hand</translation>
    </message>
    <message>
        <location filename="../ui/materialview.cpp" line="91"/>
        <source>Captured by %1</source>
        <translation>Von %1 geschlagen</translation>
    </message>
    <message>
        <location filename="../ui/materialview.cpp" line="108"/>
        <source>%1 in %2&apos;s hand</source>
        <translation>%1 in der Hand von %2</translation>
    </message>
    <message>
        <location filename="../ui/materialview.cpp" line="110"/>
        <source>%1 in hand: click it, then an empty square, to drop it</source>
        <translation>%1 in der Hand: zum Einsetzen hier und dann auf ein leeres Feld klicken</translation>
    </message>
    <message>
        <location filename="../ui/materialview.cpp" line="113"/>
        <source>%1 in hand</source>
        <translation>%1 in der Hand</translation>
    </message>
</context>
<context>
    <name>MoveCommand</name>
    <message>
        <location filename="../ui/movecommand.cpp" line="7"/>
        <source>move %1</source>
        <extracomment>The undo/redo actions read &quot;Undo move Nf3&quot; / &quot;Redo move Nf3&quot;.</extracomment>
        <translation>(Zug %1)</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <location filename="../ui/moveentry.cpp" line="63"/>
        <source>Type a move</source>
        <translation>Zug eintippen</translation>
    </message>
    <message>
        <location filename="../ui/moveentry.cpp" line="148"/>
        <source>“%1” could be %2: type more of the move.</source>
        <translation>„%1“ kann %2 sein: mehr vom Zug eintippen.</translation>
    </message>
    <message>
        <location filename="../ui/moveentry.cpp" line="153"/>
        <source>“%1” is not a legal move here.</source>
        <translation>„%1“ ist hier kein erlaubter Zug.</translation>
    </message>
    <message>
        <location filename="../ui/moveentry.cpp" line="160"/>
        <source>Tab completes, Enter plays, Escape closes.</source>
        <translation>Tab ergänzt, Enter zieht, Escape schließt.</translation>
    </message>
    <message>
        <location filename="../ui/moveentry.cpp" line="164"/>
        <source>No legal move begins so.</source>
        <translation>Kein erlaubter Zug beginnt so.</translation>
    </message>
    <message>
        <location filename="../ui/moveentry.cpp" line="165"/>
        <source>Enter plays %1.</source>
        <translation>Enter zieht %1.</translation>
    </message>
</context>
<context>
    <name>MoveTextDialog</name>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="23"/>
        <source>Save Moves</source>
        <translation>Züge speichern</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="26"/>
        <source>Moves as Text</source>
        <translation>Züge als Text</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="29"/>
        <source>Standard (Nf3, exd5, O-O)</source>
        <translation>Standard (Sf3, exd5, O-O)</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="32"/>
        <source>Tressau&apos;s numbered squares (105-72)</source>
        <translation>Tressaus nummerierte Felder (105-72)</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="35"/>
        <source>Tressau&apos;s numbered squares: this variant numbers no squares</source>
        <translation>Tressaus nummerierte Felder: Diese Variante nummeriert keine Felder</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="38"/>
        <source>English (K Q R B N)</source>
        <translation>Englisch (K Q R B N)</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="39"/>
        <source>German (K D T L S)</source>
        <translation>Deutsch (K D T L S)</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="42"/>
        <source> characters</source>
        <translation> Zeichen</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="43"/>
        <source>One line</source>
        <translation>Eine Zeile</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="47"/>
        <source>The moves</source>
        <translation>Die Züge</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="50"/>
        <source>&amp;Notation:</source>
        <translation>&amp;Notation:</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="51"/>
        <source>Piece &amp;letters:</source>
        <translation>Figuren&amp;buchstaben:</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="52"/>
        <source>Line &amp;width:</source>
        <translation>&amp;Zeilenbreite:</translation>
    </message>
    <message>
        <location filename="../ui/movetextdialog.cpp" line="90"/>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
</context>
<context>
    <name>MoveTreeView</name>
    <message>
        <location filename="../ui/movetreeview.cpp" line="197"/>
        <source>&amp;Annotation</source>
        <translation>&amp;Bewertung</translation>
    </message>
    <message>
        <location filename="../ui/movetreeview.cpp" line="200"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../ui/movetreeview.cpp" line="211"/>
        <source>Pr&amp;omote Variation</source>
        <translation>Variante &amp;hochstufen</translation>
    </message>
    <message>
        <location filename="../ui/movetreeview.cpp" line="212"/>
        <source>Make Main &amp;Line</source>
        <translation>Zur Hauptvar&amp;iante machen</translation>
    </message>
    <message>
        <location filename="../ui/movetreeview.cpp" line="213"/>
        <source>Delete &amp;Variation</source>
        <translation>&amp;Variante löschen</translation>
    </message>
    <message>
        <location filename="../ui/movetreeview.cpp" line="214"/>
        <source>Delete &amp;From Here</source>
        <translation>Ab hie&amp;r löschen</translation>
    </message>
    <message>
        <location filename="../ui/movetreeview.cpp" line="218"/>
        <source>Comme&amp;nt…</source>
        <translation>&amp;Kommentar…</translation>
    </message>
    <message>
        <location filename="../ui/movetreeview.cpp" line="220"/>
        <source>Clear Arro&amp;ws and Circles</source>
        <translation>Pfei&amp;le und Kreise entfernen</translation>
    </message>
    <message>
        <location filename="../ui/movetreeview.cpp" line="298"/>
        <source>Comment Before the First Move</source>
        <translation>Kommentar vor dem ersten Zug</translation>
    </message>
    <message>
        <location filename="../ui/movetreeview.cpp" line="300"/>
        <source>Comment on %1</source>
        <translation>Kommentar zu %1</translation>
    </message>
</context>
<context>
    <name>NagText</name>
    <message>
        <location filename="../ui/nagtext.cpp" line="14"/>
        <source>Good move</source>
        <translation>Guter Zug</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="15"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="16"/>
        <source>Brilliant move</source>
        <translation>Glänzender Zug</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="17"/>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="18"/>
        <source>Interesting move</source>
        <translation>Interessanter Zug</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="19"/>
        <source>Dubious move</source>
        <translation>Zweifelhafter Zug</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="20"/>
        <source>Only move</source>
        <translation>Einziger Zug</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="21"/>
        <source>Equal position</source>
        <translation>Ausgeglichene Stellung</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="22"/>
        <source>Unclear position</source>
        <translation>Unklare Stellung</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="23"/>
        <source>The first side is slightly better</source>
        <translation>Die erste Seite steht etwas besser</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="24"/>
        <source>The second side is slightly better</source>
        <translation>Die zweite Seite steht etwas besser</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="25"/>
        <source>The first side is better</source>
        <translation>Die erste Seite steht besser</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="26"/>
        <source>The second side is better</source>
        <translation>Die zweite Seite steht besser</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="27"/>
        <source>The first side is winning</source>
        <translation>Die erste Seite steht auf Gewinn</translation>
    </message>
    <message>
        <location filename="../ui/nagtext.cpp" line="28"/>
        <source>The second side is winning</source>
        <translation>Die zweite Seite steht auf Gewinn</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="81"/>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="88"/>
        <source>&amp;Start Game</source>
        <translation>Partie &amp;starten</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="90"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="92"/>
        <source>Restore &amp;Defaults</source>
        <translation>Standard&amp;werte</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="93"/>
        <source>Set every option of this variant to its default</source>
        <translation>Alle Optionen dieser Variante auf ihren Standardwert setzen</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="154"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="182"/>
        <source>&amp;Rules of This Variant…</source>
        <translation>&amp;Regeln dieser Variante…</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="183"/>
        <source>The rules of the variant and their sources, in the help viewer</source>
        <translation>Die Regeln der Variante und ihre Quellen, in der Hilfeanzeige</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="187"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="191"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="196"/>
        <source>Seating</source>
        <translation>Sitzordnung</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="199"/>
        <source>S&amp;eating:</source>
        <translation>Sitz&amp;ordnung:</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="267"/>
        <source>Time Control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="272"/>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="273"/>
        <source>Sudden death</source>
        <translation>Feste Zeit für die Partie</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="274"/>
        <location filename="../ui/newgamedialog.cpp" line="302"/>
        <source>Increment per move</source>
        <translation>Mit Zeitzuschlag pro Zug</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="275"/>
        <source>Moves per period</source>
        <translation>Züge pro Zeitabschnitt</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="276"/>
        <source>Fixed time per move</source>
        <translation>Feste Zeit pro Zug</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="277"/>
        <source>Nobody plays against the clock</source>
        <translation>Niemand spielt gegen die Uhr</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="278"/>
        <source>One time for the whole game</source>
        <translation>Eine Zeit für die ganze Partie</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="279"/>
        <source>A time for the game, and seconds added after every move</source>
        <translation>Eine Zeit für die Partie, und nach jedem Zug kommen Sekunden hinzu</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="280"/>
        <source>A time for a number of moves, given again for each such period</source>
        <translation>Eine Zeit für eine Anzahl Züge, für jeden solchen Abschnitt neu</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="281"/>
        <source>The same time for every move; it does not carry over</source>
        <translation>Dieselbe Zeit für jeden Zug; Rest verfällt</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="283"/>
        <source> min</source>
        <extracomment>Suffixes of the time fields: minutes, seconds.</extracomment>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="285"/>
        <location filename="../ui/newgamedialog.cpp" line="290"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="294"/>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="295"/>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="296"/>
        <source>Moves in the time:</source>
        <translation>Züge in dieser Zeit:</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="297"/>
        <source>Increment per move:</source>
        <translation>Zuschlag pro Zug:</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="298"/>
        <source>Time per move:</source>
        <translation>Zeit pro Zug:</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="299"/>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="300"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="301"/>
        <source>Moves in the time</source>
        <translation>Züge in dieser Zeit</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="303"/>
        <source>Time per move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="367"/>
        <location filename="../ui/newgamedialog.cpp" line="459"/>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/newgamedialog.cpp" line="368"/>
        <source>%n players, one army each</source>
        <translation>
            <numerusform>%n Spieler, eine Armee</numerusform>
            <numerusform>%n Spieler, je eine Armee</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/newgamedialog.cpp" line="369"/>
        <source>%n players, double dummy (one team each)</source>
        <translation>
            <numerusform>%n Spieler, ein ganzes Team</numerusform>
            <numerusform>%n Spieler, je ein ganzes Team</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="405"/>
        <location filename="../ui/newgamedialog.cpp" line="549"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="445"/>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="454"/>
        <source>%1 chooses before the first move.</source>
        <translation>%1 wählt vor dem ersten Zug.</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="494"/>
        <source>%1 (partner: %2)</source>
        <extracomment>A player&apos;s row in the new-game dialog: the army and its partner, as in &quot;Red (partner: Yellow)&quot;.</extracomment>
        <translation>%1 (Partner: %2)</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="499"/>
        <source>Who plays %1</source>
        <translation>Wer %1 spielt</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="500"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="501"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="502"/>
        <source>Kabir&apos;s engine, at the level chosen beside</source>
        <translation>Kabirs Engine, in der daneben gewählten Stufe</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="509"/>
        <source>An external engine (Engines…)</source>
        <translation>Eine externe Engine (Engines…)</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="511"/>
        <source>%1 does not play this variant; it plays %2 (Engines… maps a variant to its names)</source>
        <translation>%1 spielt diese Variante nicht; die Engine spielt %2 (unter Engines… lässt sich eine Variante ihren Namen zuordnen)</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="525"/>
        <source>Level of the computer playing %1</source>
        <translation>Stufe des Computers, der %1 spielt</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="529"/>
        <source>About %1 on Kabir&apos;s own rating scale</source>
        <translation>Etwa %1 auf Kabirs eigener Wertungsskala</translation>
    </message>
    <message>
        <location filename="../ui/newgamedialog.cpp" line="547"/>
        <source>Player of %1</source>
        <translation>Spieler von %1</translation>
    </message>
</context>
<context>
    <name>NotationMenu</name>
    <message>
        <location filename="../ui/notationmenu.cpp" line="8"/>
        <source>Move &amp;Notation</source>
        <translation>&amp;Zugnotation</translation>
    </message>
    <message>
        <location filename="../ui/notationmenu.cpp" line="18"/>
        <source>&amp;Standard (Nf3, exd5)</source>
        <translation>&amp;Standard (Sf3, exd5)</translation>
    </message>
    <message>
        <location filename="../ui/notationmenu.cpp" line="19"/>
        <source>Tressau&apos;s &amp;Numbered Squares (119-116)</source>
        <translation>Tressaus &amp;nummerierte Felder (119-116)</translation>
    </message>
    <message>
        <location filename="../ui/notationmenu.cpp" line="21"/>
        <source>&amp;English Piece Letters (K Q R B N)</source>
        <translation>&amp;Englische Figurenbuchstaben (K Q R B N)</translation>
    </message>
    <message>
        <location filename="../ui/notationmenu.cpp" line="22"/>
        <source>&amp;German Piece Letters (K D T L S)</source>
        <translation>&amp;Deutsche Figurenbuchstaben (K D T L S)</translation>
    </message>
</context>
<context>
    <name>PieceMoves</name>
    <message>
        <location filename="../ui/piecemoves.cpp" line="32"/>
        <source>forward</source>
        <translation>vorwärts</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="34"/>
        <source>backward</source>
        <translation>rückwärts</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="36"/>
        <source>sideways</source>
        <translation>seitwärts</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="38"/>
        <source>forward or sideways</source>
        <translation>vorwärts oder seitwärts</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="40"/>
        <source>backward or sideways</source>
        <translation>rückwärts oder seitwärts</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/piecemoves.cpp" line="41"/>
        <source>in %n direction(s)</source>
        <translation>
            <numerusform>in %n Richtung</numerusform>
            <numerusform>in %n Richtungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="48"/>
        <source>any distance %1</source>
        <translation>beliebig weit %1</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="50"/>
        <source>one square %1</source>
        <translation>ein Feld %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/piecemoves.cpp" line="51"/>
        <source>up to %n squares %1</source>
        <translation>
            <numerusform>bis zu %n Feld %1</numerusform>
            <numerusform>bis zu %n Felder %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="57"/>
        <source>a knight&apos;s leap</source>
        <translation>einen Springersprung</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="59"/>
        <source>a camel&apos;s leap (3, 1)</source>
        <translation>einen Kamelsprung (3, 1)</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="61"/>
        <source>a zebra&apos;s leap (3, 2)</source>
        <translation>einen Zebrasprung (3, 2)</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="63"/>
        <source>a leap of %1 squares orthogonally</source>
        <translation>einen Sprung über %1 Felder gerade</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="65"/>
        <source>a leap of %1 squares diagonally</source>
        <translation>einen Sprung über %1 Felder schräg</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="66"/>
        <source>a leap of %1 and %2 squares</source>
        <translation>einen Sprung von %1 und %2 Feldern</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="74"/>
        <source>in any direction</source>
        <translation>in jede Richtung</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="76"/>
        <source>orthogonally</source>
        <translation>gerade</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="78"/>
        <source>diagonally</source>
        <translation>schräg</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="78"/>
        <source>diagonally %1</source>
        <translation>schräg %1</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="80"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="82"/>
        <source>%1, repeated along its line</source>
        <translation>%1, wiederholt entlang seiner Linie</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/piecemoves.cpp" line="84"/>
        <source>%1, up to %n times along its line</source>
        <translation>
            <numerusform>%1, bis zu %n-mal entlang seiner Linie</numerusform>
            <numerusform>%1, bis zu %n-mal entlang seiner Linie</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="87"/>
        <source>%1 over a piece halfway</source>
        <translation>%1 über eine Figur auf halbem Weg</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="89"/>
        <source>%1 (only to move)</source>
        <translation>%1 (nur zum Ziehen)</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="91"/>
        <source>%1 (only to capture)</source>
        <translation>%1 (nur zum Schlagen)</translation>
    </message>
    <message>
        <location filename="../ui/piecemoves.cpp" line="132"/>
        <source>along a bent path (see the rules page)</source>
        <translation>auf einem geknickten Weg (siehe die Regelseite)</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <location filename="../ui/piecepalette.cpp" line="28"/>
        <source>Pieces to place</source>
        <translation>Figuren zum Aufstellen</translation>
    </message>
    <message>
        <location filename="../ui/piecepalette.cpp" line="46"/>
        <source>%1 %2</source>
        <extracomment>A piece of the palette: the army, then the piece (&quot;White King&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/piecepalette.cpp" line="49"/>
        <source>%1: click squares or drag it onto the board to place it; click a square that holds it to remove it</source>
        <translation>%1: Felder anklicken oder auf das Brett ziehen, um sie aufzustellen; ein Feld anklicken, auf dem sie steht, um sie zu entfernen</translation>
    </message>
    <message>
        <location filename="../ui/piecepalette.cpp" line="58"/>
        <location filename="../ui/piecepalette.cpp" line="59"/>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <location filename="../ui/piecepalette.cpp" line="60"/>
        <source>Click squares to empty them (a right click always does)</source>
        <translation>Felder anklicken, um sie zu leeren (ein Rechtsklick leert immer)</translation>
    </message>
</context>
<context>
    <name>PieceSet</name>
    <message>
        <location filename="../ui/pieceset.cpp" line="65"/>
        <source>Kabir</source>
        <translation>Kabir</translation>
    </message>
    <message>
        <location filename="../ui/pieceset.cpp" line="65"/>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../ui/positioneditor.cpp" line="39"/>
        <source>Position Editor</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="56"/>
        <source>&amp;Start Position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="57"/>
        <source>The variant&apos;s start position</source>
        <translation>Die Ausgangsstellung der Variante</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="58"/>
        <source>&amp;Clear Board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="59"/>
        <source>Take every piece off the board</source>
        <translation>Alle Figuren vom Brett nehmen</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="60"/>
        <source>&amp;Turn Board</source>
        <translation>Brett d&amp;rehen</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="60"/>
        <source>&amp;Flip Board</source>
        <translation>Brett d&amp;rehen</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="61"/>
        <source>Show the board from the next army</source>
        <translation>Das Brett von der nächsten Armee aus zeigen</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="61"/>
        <source>Show the board from the other side</source>
        <translation>Das Brett von der anderen Seite zeigen</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="69"/>
        <source>Position (FEN)</source>
        <translation>Stellung (FEN)</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="70"/>
        <source>The position as FEN; type or paste one to set it up</source>
        <translation>Die Stellung als FEN; eine eintippen oder einfügen, um sie aufzubauen</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="71"/>
        <source>&amp;Position (FEN):</source>
        <translation>&amp;Stellung (FEN):</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="92"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="93"/>
        <source>Play or analyse from this position</source>
        <translation>Von dieser Stellung aus spielen oder analysieren</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="94"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="101"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="113"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location filename="../ui/positioneditor.cpp" line="308"/>
        <source>The FEN cannot be read: %1</source>
        <translation>Die FEN kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>PreGameChoiceDialog</name>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="86"/>
        <source>%1 Chooses</source>
        <translation>%1 wählt</translation>
    </message>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="91"/>
        <source>&amp;Choose</source>
        <translation>&amp;Wählen</translation>
    </message>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="93"/>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="94"/>
        <source>Close without choosing; the game waits for the choice</source>
        <translation>Ohne Wahl schließen; die Partie wartet auf die Wahl</translation>
    </message>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="100"/>
        <source>%1 chooses before the first move.</source>
        <translation>%1 wählt vor dem ersten Zug.</translation>
    </message>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="126"/>
        <source>Pieces: %1</source>
        <translation>Figuren: %1</translation>
    </message>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="188"/>
        <source>Back rank:</source>
        <translation>Grundreihe:</translation>
    </message>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="210"/>
        <source>These values are not one of the choices.</source>
        <translation>Diese Werte stehen nicht zur Wahl.</translation>
    </message>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="211"/>
        <source>Choice: %1</source>
        <translation>Wahl: %1</translation>
    </message>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="239"/>
        <source>%1: %2</source>
        <extracomment>An option and its chosen value, as in &quot;Array: Tressau, Fig. 4&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/pregamechoicedialog.cpp" line="243"/>
        <source> — </source>
        <extracomment>Separates the options of one choice, as in &quot;Array: Tressau, Fig. 4 — King targets: Off&quot;.</extracomment>
        <translation> — </translation>
    </message>
</context>
<context>
    <name>PromotionDialog</name>
    <message>
        <location filename="../ui/promotiondialog.cpp" line="37"/>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <location filename="../ui/promotiondialog.cpp" line="51"/>
        <source>The pawn promotes on %1. Choose its new piece:</source>
        <translation>Der Bauer erreicht %1. Wählen Sie die neue Figur:</translation>
    </message>
    <message>
        <location filename="../ui/promotiondialog.cpp" line="67"/>
        <source>Stay a pawn for now</source>
        <translation>Vorerst Bauer bleiben</translation>
    </message>
    <message>
        <location filename="../ui/promotiondialog.cpp" line="68"/>
        <source>Stay a pawn for good</source>
        <translation>Für immer Bauer bleiben</translation>
    </message>
    <message>
        <location filename="../ui/promotiondialog.cpp" line="85"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../ui/recentfiles.cpp" line="40"/>
        <source>Open R&amp;ecent</source>
        <translation>Zuletzt g&amp;eöffnet</translation>
    </message>
    <message>
        <location filename="../ui/recentfiles.cpp" line="54"/>
        <source>&amp;%1 %2</source>
        <extracomment>An entry of the Recent Files menu: its number (the mnemonic), the file&apos;s name.</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/recentfiles.cpp" line="61"/>
        <source>No Recent Files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location filename="../ui/recentfiles.cpp" line="63"/>
        <source>&amp;Clear Recent Files</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="313"/>
        <source>piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="369"/>
        <location filename="../core/rules/refusalmessage.cpp" line="373"/>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="370"/>
        <source>%1st</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="371"/>
        <source>%1nd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="372"/>
        <source>%1rd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="390"/>
        <source>from its %1 rank (up to %2 squares)</source>
        <translation>von seiner %1 Reihe (bis zu %2 Feldern)</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="391"/>
        <source> or its %1 (up to %2 squares)</source>
        <translation> oder seiner %1 (bis zu %2 Feldern)</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="411"/>
        <source>any square up to %1</source>
        <translation>jedes Feld bis %1</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="414"/>
        <source> or </source>
        <extracomment>Between the king&apos;s castling squares: &quot;b1 or i1&quot;.</extracomment>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="319"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="64"/>
        <source>%1 cannot go to %2: a pawn advances several squares only %3.</source>
        <extracomment>%3 the ranks and steps: &quot;from its 2nd rank (up to 3 squares) or its 3rd (up to 2 squares)&quot;.</extracomment>
        <translation>%1 kann nicht nach %2: Ein Bauer zieht nur %3 mehrere Felder.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="321"/>
        <location filename="../core/rules/refusalmessage.cpp" line="339"/>
        <source>the %1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../ui/refusaltext.cpp" line="47"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="46"/>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="47"/>
        <source>There is no piece on %1.</source>
        <translation>Auf %1 steht keine Figur.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="49"/>
        <source>It is %1&apos;s turn; %2 is %3&apos;s.</source>
        <translation>%1 ist am Zug; %2 gehört %3.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="51"/>
        <source>%1 would stay where it is: that is no move.</source>
        <translation>Das ist kein Zug: %1 bliebe stehen.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="58"/>
        <location filename="../core/rules/refusalmessage.cpp" line="297"/>
        <source>%1 cannot go to %2.</source>
        <translation>%1 kann nicht nach %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="56"/>
        <source>%1 cannot go to %2: it moves %3.</source>
        <extracomment>%1 the piece (&quot;The pawn on a12&quot;), %2 the square, %3 its moves in words (&quot;one square forward …&quot;).</extracomment>
        <translation>%1 kann nicht nach %2: Sie zieht %3.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="60"/>
        <source>%1 cannot go to %2: on %3 it moves otherwise.</source>
        <translation>%1 kann nicht nach %2: Auf %3 gilt eine andere Gangart.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="67"/>
        <source>%1 cannot go to %2: %3&apos;s own %4 stands there.</source>
        <translation>%1 kann nicht nach %2: Dort steht eine eigene Figur von %3 (%4).</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="70"/>
        <source>%1 cannot take %2: %3 is %4&apos;s ally.</source>
        <translation>%1 kann %2 nicht schlagen: %3 ist mit %4 verbündet.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="73"/>
        <source>%1 cannot go to %2: %3 is in the way.</source>
        <translation>%1 kann nicht nach %2: %3 steht im Weg.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="77"/>
        <source>%1 reaches %2 only by leaping over a piece on %3, and there is none.</source>
        <translation>%1 erreicht %2 nur mit einem Sprung über eine Figur auf %3, und dort steht keine.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="81"/>
        <source>%1 goes to %2 only when the square is empty, and %3 stands there.</source>
        <translation>%1 zieht nur auf ein leeres %2, und dort steht %3.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="84"/>
        <source>%1 goes to %2 only to capture, and the square is empty.</source>
        <translation>%1 zieht nur schlagend nach %2, und das Feld ist leer.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="87"/>
        <source>The %1 on %2 could have been taken en passant on %3 only on the move right after it passed that square.</source>
        <translation>%1 auf %2 hätte nur im Zug direkt nach dem Überschreiten von %3 dort en passant geschlagen werden können.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="92"/>
        <source>%1 steps two squares only while %2&apos;s %3 stands on %4, where the piece of its file began.</source>
        <translation>%1 zieht nur dann zwei Felder, solange die Figur „%3“ von %2 auf %4 steht, wo die Figur ihrer Linie begann.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="96"/>
        <source>Only %1&apos;s first pawn move may step two squares.</source>
        <translation>Nur der erste Bauernzug von %1 darf zwei Felder weit gehen.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="98"/>
        <source>%1 may go to %2 only as its first move, and it no longer holds that right.</source>
        <translation>%1 darf nur mit dem ersten Zug nach %2, und dieses Recht hat er nicht mehr.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="102"/>
        <source>%1 cannot go to %2: its move ends on %3, next to %4.</source>
        <translation>%1 kann nicht nach %2: der Zug endet auf %3, neben %4.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="105"/>
        <source>%1 stands next to %2 and moves only one square.</source>
        <translation>%1 steht neben %2 und zieht nur ein Feld.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="107"/>
        <source>%1 never takes a king.</source>
        <translation>%1 schlägt nie einen König.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="109"/>
        <source>%1 cannot take %2: there it cannot be captured.</source>
        <translation>%1 kann %2 nicht schlagen: dort kann diese Einheit nicht geschlagen werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="112"/>
        <source>%1 may go to %2 only as its first move while its king has never been in check, and it has moved or been checked since.</source>
        <translation>%1 darf nur mit dem ersten Zug nach %2, solange der König nie im Schach stand, und seitdem hat er gezogen oder Schach bekommen.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="117"/>
        <source>%1 may not make its first-move leap to %2 while the king is in check.</source>
        <translation>%1 darf den Sprung des ersten Zuges nach %2 nicht machen, während der König im Schach steht.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="121"/>
        <source>%1 steps only to a square nearer %2, and %3 is not.</source>
        <translation>%1 zieht nur auf ein Feld näher an %2, und %3 ist es nicht.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="124"/>
        <source>The king may not go to %1: %2 attacks that square.</source>
        <translation>Der König darf nicht nach %1: %2 greift dieses Feld an.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="127"/>
        <source>The king is in check from %1, and this move does not answer it.</source>
        <translation>Der König steht im Schach durch %1, und dieser Zug hebt es nicht auf.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="130"/>
        <source>Moving %1 would expose the king to %2.</source>
        <translation>Zöge %1, stünde der König im Schach durch %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="132"/>
        <source>The king has moved, so it may no longer castle.</source>
        <translation>Der König hat schon gezogen und darf nicht mehr rochieren.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="134"/>
        <source>The rook of %1 has moved or been taken, so the king may no longer castle with it.</source>
        <translation>Der Turm von %1 hat gezogen oder wurde geschlagen; mit ihm darf der König nicht mehr rochieren.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="138"/>
        <source>%1 may no longer castle on this side.</source>
        <translation>%1 darf auf dieser Seite nicht mehr rochieren.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="140"/>
        <source>To castle, the squares between king and rook, and those they land on, must be empty; %1 stands there.</source>
        <translation>Zur Rochade müssen die Felder zwischen König und Turm und ihre Zielfelder leer sein; dort steht %1.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="146"/>
        <source>The king may not castle out of check (%1 gives check).</source>
        <translation>Der König darf nicht aus dem Schach rochieren (%1 gibt Schach).</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="148"/>
        <source>The king may not castle across %1, which %2 attacks.</source>
        <translation>Der König darf nicht über %1 rochieren, das %2 angreift.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="151"/>
        <source>The king may not castle into check: %1 attacks %2.</source>
        <translation>Der König darf nicht ins Schach rochieren: %1 greift %2 an.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="154"/>
        <source>When castling, the king goes from %1 to %2.</source>
        <translation>Bei der Rochade zieht der König von %1 nach %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="157"/>
        <source>The king has made its once-per-game leap already.</source>
        <translation>Der König hat seinen einmaligen Sprung schon getan.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="159"/>
        <source>The king lost its once-per-game leap by being in check.</source>
        <translation>Der König hat seinen einmaligen Sprung verloren, weil er im Schach stand.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="161"/>
        <source>The king no longer holds its once-per-game leap.</source>
        <translation>Der König hat seinen einmaligen Sprung nicht mehr.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="164"/>
        <source>The king&apos;s leap may not capture, and %1 stands there.</source>
        <translation>Der Königssprung darf nicht schlagen, und dort steht %1.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="166"/>
        <source>The king&apos;s leap may not cross check: both squares it passes, %1 and %2, are attacked.</source>
        <translation>Der Königssprung darf kein Schach überqueren: Beide Felder, über die er führt, %1 und %2, sind angegriffen.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="170"/>
        <source>The king may not leap while it is in check.</source>
        <translation>Der König darf nicht springen, solange er im Schach steht.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="172"/>
        <source>The king may leap only in answer to a check.</source>
        <translation>Der König darf nur als Antwort auf ein Schach springen.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="174"/>
        <source>%1 has made its initial move: in the initial moves each unit moves once.</source>
        <translation>%1 hat seinen Anfangszug gemacht: In den Anfangszügen zieht jede Figur nur einmal.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="179"/>
        <source>In the initial moves no move may end in the opponent&apos;s half.</source>
        <translation>In den Anfangszügen darf kein Zug in der gegnerischen Hälfte enden.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="181"/>
        <source>%1&apos;s first move must be the compulsory opening move, a pawn&apos;s double step.</source>
        <translation>Der erste Zug von %1 muss der vorgeschriebene Eröffnungszug sein, der Doppelschritt eines Bauern.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="186"/>
        <source>A pawn steps two squares only as its side&apos;s compulsory first move.</source>
        <translation>Ein Bauer zieht nur als vorgeschriebener erster Zug seiner Seite zwei Felder.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="189"/>
        <source>Only the pawn whose first move was a single step onto this square may step two from here.</source>
        <translation>Nur der Bauer, dessen erster Zug ein einfacher Schritt auf dieses Feld war, darf von hier zwei Felder ziehen.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="193"/>
        <source>The king moves only when it is in check.</source>
        <translation>Der König zieht nur, wenn er im Schach steht.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="195"/>
        <source>%1&apos;s last unit besides the king, %2, cannot be captured.</source>
        <translation>Die letzte Figur von %1 außer dem König, %2, kann nicht geschlagen werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="198"/>
        <source>The unit on %1 is supported by %2: it may be taken only with a discovered check.</source>
        <translation>Die Figur auf %1 ist gedeckt durch %2: Sie darf nur mit einem Abzugsschach geschlagen werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="203"/>
        <source>This move would leave %1 without a move: stalemate is not allowed.</source>
        <translation>Dieser Zug ließe %1 ohne Zug: Patt ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="206"/>
        <source>This check would repeat the position a third time in a series of checks: perpetual check is not allowed.</source>
        <translation>Dieses Schach wiederholte die Stellung in einer Folge von Schachs zum dritten Mal: Dauerschach ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="211"/>
        <source>%1 must promote on %2: choose a piece.</source>
        <translation>%1 muss auf %2 umgewandelt werden: Wählen Sie eine Figur.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="213"/>
        <source>%1 does not promote on %2.</source>
        <translation>%1 wird auf %2 nicht umgewandelt.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="215"/>
        <source>A pawn never becomes a %1 here.</source>
        <translation>Ein Bauer wird hier nie zu: %1.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="218"/>
        <source>On the %1-file a pawn becomes no piece.</source>
        <translation>Auf der %1-Linie wird ein Bauer zu keiner Figur.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="220"/>
        <source>On the %1-file a pawn becomes only a %2.</source>
        <translation>Auf der %1-Linie wird ein Bauer nur zu: %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="224"/>
        <source>%1 has lost no %2: a pawn becomes only a piece its army has lost.</source>
        <translation>%1 hat keine Figur „%2“ verloren: Ein Bauer wird nur zu einer Figur, die seine Armee verloren hat.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="227"/>
        <source>%1 has %2 on that colour: a pawn may not become a second bishop on it.</source>
        <translation>%1 hat %2 auf dieser Farbe: Ein Bauer darf dort kein zweiter Läufer werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="231"/>
        <source>No piece of %1&apos;s has been captured yet, so %2 may not enter its rank %3; it waits on the rank before, still attacking.</source>
        <translation>Von %1 ist noch keine Figur geschlagen worden, daher darf %2 nicht auf seine Reihe %3; er wartet auf der Reihe davor und greift weiter an.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="236"/>
        <source>On the %1-file a pawn becomes only a %2, and %3 has lost none, so %4 may not enter its rank %5; it waits on the rank before, still attacking.</source>
        <translation>Auf der %1-Linie wird ein Bauer nur zu: %2, und %3 hat keinen verloren, daher darf %4 nicht auf seine Reihe %5; er wartet auf der Reihe davor und greift weiter an.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="241"/>
        <source>On %1 a pawn could only become a second bishop on the colour of %2, so %3 may not enter its rank %4; it waits on the rank before, still attacking.</source>
        <translation>Auf %1 könnte ein Bauer nur ein zweiter Läufer auf der Farbe von %2 werden, daher darf %3 nicht auf seine Reihe %4; er wartet auf der Reihe davor und greift weiter an.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="246"/>
        <source>%1 waits: %2 has lost no piece it could become.</source>
        <translation>%1 wartet: %2 hat keine Figur verloren, zu der er werden könnte.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="249"/>
        <source>%1 waits until %2 has lost a %3, the only piece it may become.</source>
        <translation>%1 wartet, bis %2 die einzige Figur verloren hat, zu der er werden darf: %3.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="253"/>
        <source>%1 waits: it could only become a second bishop on the colour of %2.</source>
        <translation>%1 wartet: Er könnte nur ein zweiter Läufer auf der Farbe von %2 werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="256"/>
        <source>%1 stays a pawn for good: it entered its last rank without promoting when it could have.</source>
        <translation>%1 bleibt für immer ein Bauer: Er hat seine letzte Reihe ohne Umwandlung betreten, obwohl er hätte umwandeln können.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="261"/>
        <source>%1 stays a pawn for good: it did not promote at its first chance.</source>
        <translation>%1 bleibt für immer ein Bauer: Er hat bei der ersten Gelegenheit nicht umgewandelt.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="263"/>
        <source>%1 stays a pawn for good.</source>
        <translation>%1 bleibt für immer ein Bauer.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="264"/>
        <source>A promotion may not give check.</source>
        <translation>Eine Umwandlung darf kein Schach bieten.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="266"/>
        <source>The new %1 may not attack an enemy unit.</source>
        <translation>Die neue Figur (%1) darf keinen gegnerischen Stein angreifen.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="268"/>
        <source>A %1 is not dropped from the hand here.</source>
        <translation>%1 wird hier nicht aus der Hand eingesetzt.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="270"/>
        <source>%1 has no %2 in hand.</source>
        <translation>%1 hat keine Figur „%2“ in der Hand.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="272"/>
        <source>A piece is dropped only on an empty square, and %1 stands there.</source>
        <translation>Eingesetzt wird nur auf ein leeres Feld, und dort steht %1.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="275"/>
        <source>No piece may be dropped on %1.</source>
        <translation>Auf %1 darf keine Figur eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="277"/>
        <source>A %1 enters only on a square where one stood in %2&apos;s array.</source>
        <translation>%1 wird nur auf einem Feld eingesetzt, auf dem eine solche Figur in der Aufstellung von %2 stand.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="280"/>
        <source>A %1 is placed only where no enemy attacks, and %2 attacks %3.</source>
        <translation>%1 wird nur dort aufgestellt, wo kein Gegner angreift, und %2 greift %3 an.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="283"/>
        <source>%1 places its men only on its own squares, behind its pawns.</source>
        <translation>%1 stellt seine Steine nur auf die eigenen Felder hinter seinen Bauern.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="286"/>
        <source>A %1 is placed only on %2&apos;s first rank.</source>
        <translation>Die Figur „%1“ wird nur auf die erste Reihe von %2 gestellt.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="288"/>
        <source>A %1 is never placed on %2&apos;s first rank.</source>
        <translation>Ein %1 wird nie auf die erste Reihe von %2 gestellt.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="290"/>
        <source>A %1 may not be placed on the file of %2.</source>
        <translation>Die Figur „%1“ darf nicht auf die Linie von %2 gestellt werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="293"/>
        <source>Every man must be placed before the first move on the board.</source>
        <translation>Alle Steine müssen aufgestellt sein, bevor auf dem Brett gezogen wird.</translation>
    </message>
    <message>
        <location filename="../core/rules/refusalmessage.cpp" line="295"/>
        <source>A capture is compulsory: %1 can capture.</source>
        <translation>Schlagen ist Pflicht: %1 kann schlagen.</translation>
    </message>
    <message>
        <location filename="../core/position/setupcheck.cpp" line="89"/>
        <source>%1 has a second king, on %3.</source>
        <translation>%1 hat einen zweiten König, auf %3.</translation>
    </message>
    <message>
        <location filename="../core/position/setupcheck.cpp" line="90"/>
        <source>%1 has two kings, on %4 and %3.</source>
        <translation>%1 hat zwei Könige, auf %4 und %3.</translation>
    </message>
    <message>
        <location filename="../core/position/setupcheck.cpp" line="91"/>
        <source>%1 has no king.</source>
        <translation>%1 hat keinen König.</translation>
    </message>
    <message>
        <location filename="../core/position/setupcheck.cpp" line="94"/>
        <source>%1 %2 on %3: pawns never move back, and none stands behind the rank its army&apos;s pawns start on.</source>
        <extracomment>The army, the piece and its square: &quot;White pawn on h1&quot;.</extracomment>
        <translation>%1 %2 auf %3: Bauern ziehen nie zurück, und keiner steht hinter der Reihe, auf der die Bauern seiner Armee beginnen.</translation>
    </message>
    <message>
        <location filename="../core/position/setupcheck.cpp" line="97"/>
        <source>%1 %2 on %3: a pawn that reaches this rank must promote.</source>
        <translation>%1 %2 auf %3: Ein Bauer, der diese Reihe erreicht, muss umgewandelt werden.</translation>
    </message>
    <message>
        <location filename="../core/position/setupcheck.cpp" line="99"/>
        <source>%1 is in check but not to move: the side that has just moved cannot be in check.</source>
        <translation>%1 steht im Schach, ist aber nicht am Zug: Die Seite, die eben gezogen hat, kann nicht im Schach stehen.</translation>
    </message>
    <message>
        <location filename="../core/position/setupcheck.cpp" line="102"/>
        <source>%1 %2 on %3: this piece may not stand on this square.</source>
        <translation>%1 %2 auf %3: Diese Figur darf nicht auf diesem Feld stehen.</translation>
    </message>
</context>
<context>
    <name>ResultTexts</name>
    <message>
        <location filename="../ui/resulttexts.cpp" line="25"/>
        <source>%1 and %2</source>
        <extracomment>Two armies of one team, as in &quot;Red and Yellow win&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="33"/>
        <source>The game goes on.</source>
        <translation>Die Partie läuft.</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="35"/>
        <source>%1 — %2</source>
        <extracomment>%1 says who won or that it is a draw (&quot;White wins&quot;), %2 how (&quot;checkmate&quot;).</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="41"/>
        <source>The game goes on</source>
        <translation>Die Partie läuft</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="43"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="48"/>
        <source>%1 win</source>
        <extracomment>%1 is one army (&quot;White&quot;) or, where a team wins, two (&quot;Red and Yellow&quot;).</extracomment>
        <translation>%1 gewinnen</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="49"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="57"/>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="59"/>
        <source>%1 ran out of time against a bare king</source>
        <translation>%1 hat die Zeit überschritten, gegen einen blanken König</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="60"/>
        <source>%1 lost on time</source>
        <translation>%1 hat die Zeit überschritten</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="62"/>
        <source>by agreement</source>
        <translation>nach Vereinbarung</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="66"/>
        <source>the computer playing %1 gave a move that cannot be played</source>
        <translation>der Computer, der %1 spielt, gab einen unspielbaren Zug</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="68"/>
        <source>the computer playing %1 gave no move in time</source>
        <translation>der Computer, der %1 spielt, gab keinen Zug in der Zeit</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="70"/>
        <source>the computer playing %1 refused a legal move</source>
        <translation>der Computer, der %1 spielt, wies einen regelgemäßen Zug zurück</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="72"/>
        <source>the computer playing %1 claimed a result the rules do not give</source>
        <translation>der Computer, der %1 spielt, beanspruchte ein Ergebnis, das die Regeln nicht geben</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="73"/>
        <source>the computer playing %1 stopped working</source>
        <translation>der Computer, der %1 spielt, hat aufgehört zu arbeiten</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="78"/>
        <source>checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="79"/>
        <source>pawn mate: double victory</source>
        <translation>Bauernmatt: Doppelsieg</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="80"/>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="81"/>
        <source>stalemate, a win for the stalemating side</source>
        <translation>Patt, ein Sieg für die pattsetzende Seite</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="82"/>
        <source>stalemate: half victory</source>
        <translation>Patt: halber Sieg</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="83"/>
        <source>stalemate, a loss for the stalemating side</source>
        <translation>Patt, eine Niederlage für die pattsetzende Seite</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="84"/>
        <source>capture of the last piece (burj)</source>
        <translation>Schlagen der letzten Figur (Burj)</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="85"/>
        <source>bare king</source>
        <translation>blanker König</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="86"/>
        <source>bare king, but the last enemy piece taken in reply</source>
        <translation>blanker König, doch die letzte gegnerische Figur im Gegenzug geschlagen</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="87"/>
        <source>the king reached its target square</source>
        <translation>der König hat sein Zielfeld erreicht</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="88"/>
        <source>threefold repetition</source>
        <translation>dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="89"/>
        <source>perpetual check</source>
        <translation>Dauerschach</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="90"/>
        <source>%1-move rule</source>
        <translation>%1-Züge-Regel</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="92"/>
        <source>the enemy king captured</source>
        <translation>der gegnerische König geschlagen</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="92"/>
        <source>all enemy kings captured</source>
        <translation>alle gegnerischen Könige geschlagen</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="93"/>
        <source>all the marked squares held</source>
        <translation>alle markierten Felder besetzt</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="94"/>
        <source>%1 has no legal move</source>
        <translation>%1 hat keinen erlaubten Zug</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="95"/>
        <source>bare king (boorj): half victory</source>
        <translation>blanker König (Boorj): halber Sieg</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="96"/>
        <source>bare king: a draw</source>
        <translation>blanker König: Remis</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="97"/>
        <source>four men or fewer left (chamori bhaaji): a draw</source>
        <translation>nur noch vier Figuren oder weniger (Chamori Bhaaji): Remis</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="98"/>
        <source>the count ran out before mate</source>
        <translation>die Zählung lief ab, bevor Matt gesetzt wurde</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="99"/>
        <source>the first check wins</source>
        <translation>das erste Schach gewinnt</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="100"/>
        <source>discovered mate (ares): a draw</source>
        <translation>Abzugsmatt (ares): remis</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="101"/>
        <source>mate outside the squares where it counts: a draw</source>
        <translation>Matt außerhalb der Felder, auf denen es zählt: remis</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="102"/>
        <source>mate without a shak (Niol): a draw</source>
        <translation>Matt ohne Schak (Niol): remis</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="103"/>
        <source>knight mate: a draw</source>
        <translation>Springermatt: remis</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="104"/>
        <source>knight mate: the mated side wins</source>
        <translation>Springermatt: die mattgesetzte Seite gewinnt</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="105"/>
        <source>a king reached the enemy citadel: a draw</source>
        <translation>ein König hat die gegnerische Zitadelle erreicht: remis</translation>
    </message>
    <message>
        <location filename="../ui/resulttexts.cpp" line="108"/>
        <source>the %1 has been captured</source>
        <translation>%1 geschlagen</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="24"/>
        <location filename="../ui/rulesbrowser.cpp" line="113"/>
        <location filename="../ui/rulesbrowser.cpp" line="137"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="29"/>
        <location filename="../ui/rulesbrowser.cpp" line="31"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="30"/>
        <source>Back to the previous page</source>
        <translation>Zurück zur vorigen Seite</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="37"/>
        <location filename="../ui/rulesbrowser.cpp" line="39"/>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="38"/>
        <source>Forward to the next page</source>
        <translation>Weiter zur nächsten Seite</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="46"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="48"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="51"/>
        <source>Rules page</source>
        <translation>Regelseite</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="55"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="112"/>
        <source>There is no rules page for the variant &quot;%1&quot; yet.</source>
        <translation>Für die Variante „%1“ gibt es noch keine Regelseite.</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="137"/>
        <source>Rules — %1</source>
        <translation>Regeln — %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="39"/>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="41"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="42"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="43"/>
        <source>Stone</source>
        <translation>Stein</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="44"/>
        <source>Parchment</source>
        <translation>Pergament</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="63"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="64"/>
        <source>&amp;Light squares…</source>
        <translation>&amp;Helle Felder…</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="65"/>
        <source>&amp;Dark squares…</source>
        <translation>&amp;Dunkle Felder…</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="66"/>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="67"/>
        <source>Show the held piece&apos;s legal &amp;moves</source>
        <translation>Erlaubte &amp;Züge der gewählten Figur zeigen</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="68"/>
        <source>Show &amp;promotion zones</source>
        <translation>&amp;Umwandlungszonen zeigen</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="69"/>
        <source>&amp;Animate moves</source>
        <translation>Züge &amp;animieren</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="69"/>
        <source>Play so&amp;unds</source>
        <translation>&amp;Töne abspielen</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="72"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="76"/>
        <source>Add &amp;Folder…</source>
        <translation>&amp;Ordner hinzufügen…</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="77"/>
        <source>Add a folder of SVG pictures as a piece set (see the documentation for their names)</source>
        <translation>Einen Ordner mit SVG-Bildern als Figurensatz hinzufügen (ihre Dateinamen nennt die Dokumentation)</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="78"/>
        <source>Piece set</source>
        <translation>Figurensatz</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="79"/>
        <source>Piece set preview</source>
        <translation>Vorschau des Figurensatzes</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="86"/>
        <source>Piece &amp;set:</source>
        <translation>Figuren&amp;satz:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="90"/>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="97"/>
        <source>Board colours</source>
        <translation>Brettfarben</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="100"/>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="114"/>
        <source>C&amp;olours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="116"/>
        <source>Squares</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="117"/>
        <source>As the variant&apos;s board</source>
        <translation>Wie das Brett der Variante</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="118"/>
        <source>Always checkered</source>
        <translation>Immer schachbrettartig</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="119"/>
        <source>Always plain, as the historical boards</source>
        <translation>Immer einfarbig, wie die historischen Bretter</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="120"/>
        <source>S&amp;quares:</source>
        <translation>Fe&amp;lder:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="130"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="132"/>
        <source>Tint the squares on which the pawns of the army to move promote</source>
        <translation>Die Felder einfärben, auf denen die Bauern der Armee am Zug umgewandelt werden</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="135"/>
        <location filename="../ui/settingsdialog.cpp" line="148"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="136"/>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="140"/>
        <source>La&amp;nguage:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="144"/>
        <source>A new language takes effect when Kabir starts again; Kabir offers to restart at once, keeping the game.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Kabir; Kabir bietet an, sofort neu zu starten, und behält dabei die Partie.</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="154"/>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="155"/>
        <source>Memory for each computer player&apos;s transposition table, and for analysis</source>
        <translation>Speicher für die Hashtabelle jedes Computerspielers und für die Analyse</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="158"/>
        <source>Processor cores each search may use</source>
        <translation>Prozessorkerne, die jede Suche nutzen darf</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="162"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="163"/>
        <source>How long the computer thinks about a move in a game without a clock</source>
        <translation>Wie lange der Computer in einer Partie ohne Uhr über einen Zug nachdenkt</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="164"/>
        <source>The computer resi&amp;gns a hopeless game</source>
        <translation>Der Computer &amp;gibt aussichtslose Partien auf</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="166"/>
        <source>Memor&amp;y:</source>
        <translation>Spei&amp;cher:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="167"/>
        <source>T&amp;hreads:</source>
        <translation>Th&amp;reads:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="168"/>
        <source>Thinking time &amp;without a clock:</source>
        <translation>&amp;Bedenkzeit ohne Uhr:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="170"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="175"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="176"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="177"/>
        <source>Restore Defaul&amp;ts</source>
        <translation>Standard&amp;werte</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="240"/>
        <source>Folder of a Piece Set</source>
        <translation>Ordner eines Figurensatzes</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="285"/>
        <source>Square Colour</source>
        <translation>Feldfarbe</translation>
    </message>
</context>
<context>
    <name>SetupForm</name>
    <message>
        <location filename="../ui/setupform.cpp" line="67"/>
        <source>Army to move</source>
        <translation>Armee am Zug</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="67"/>
        <source>Side to move</source>
        <translation>Seite am Zug</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="68"/>
        <source>Army to &amp;move:</source>
        <translation>&amp;Am Zug:</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="68"/>
        <source>Side to &amp;move:</source>
        <translation>&amp;Am Zug:</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="75"/>
        <source>En passant</source>
        <translation>En passant</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="77"/>
        <source>The squares a pawn has just passed with a multi-step, where it may be taken en passant</source>
        <translation>Die Felder, die ein Bauer eben mit einem Mehrfachschritt überquert hat und auf denen er en passant geschlagen werden darf</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="79"/>
        <source>&amp;En passant:</source>
        <translation>&amp;En passant:</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/onceswap.cpp" line="47"/>
        <source>King&apos;s swap:</source>
        <translation>Königstausch:</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/onceswap.cpp" line="48"/>
        <source>%1&apos;s king still holds its swap</source>
        <translation>Der König von %1 hat noch seinen Tausch</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/onceswap.cpp" line="49"/>
        <source>The king may still change places once with a unit of its side</source>
        <translation>Der König darf noch einmal den Platz mit einer Einheit seiner Seite tauschen</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/firstpawnmove.cpp" line="25"/>
        <source>First pawn move:</source>
        <translation>Erster Bauernzug:</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/firstpawnmove.cpp" line="26"/>
        <source>%1&apos;s first pawn move is still to come</source>
        <translation>Der erste Bauernzug von %1 steht noch aus</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/firstpawnmove.cpp" line="27"/>
        <source>The side&apos;s first pawn move may still step two squares</source>
        <translation>Der erste Bauernzug der Seite darf noch zwei Felder weit gehen</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/initialmoves.cpp" line="100"/>
        <source>&amp;Initial moves made:</source>
        <translation>Gemachte &amp;Anfangszüge:</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/initialmoves.cpp" line="101"/>
        <source>Initial moves made</source>
        <translation>Gemachte Anfangszüge</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/initialmoves.cpp" line="102"/>
        <source>How many plies of the initial moves have been made (first all of White&apos;s, then Black&apos;s); %1: all, the game proper goes on</source>
        <translation>Wie viele Halbzüge der Anfangszüge gemacht sind (erst alle von Weiß, dann die von Schwarz); %1: alle, die eigentliche Partie läuft</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/waitingpawns.cpp" line="112"/>
        <source>Waiting pawns</source>
        <translation>Wartende Bauern</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/waitingpawns.cpp" line="113"/>
        <source>Pawns on their last rank that wait to promote in place at their first chance; the others stay pawns for good</source>
        <translation>Bauern auf ihrer letzten Reihe, die bei der ersten Gelegenheit an Ort und Stelle umgewandelt werden; die anderen bleiben für immer Bauern</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/waitingpawns.cpp" line="111"/>
        <source>&amp;Waiting pawns:</source>
        <translation>&amp;Wartende Bauern:</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="89"/>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Halbzugzähler:</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="89"/>
        <source>Halfmove clock</source>
        <translation>Halbzugzähler</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="90"/>
        <source>Moves (of any army) since the last capture or pawn move, for the move rule</source>
        <translation>Züge (jeder Armee) seit dem letzten Schlagen oder Bauernzug, für die Zugregel</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="91"/>
        <source>Move &amp;number:</source>
        <translation>&amp;Zugnummer:</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="91"/>
        <source>Move number</source>
        <translation>Zugnummer</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="111"/>
        <source>%1 may castle %2</source>
        <translation>%1 darf rochieren: %2</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="232"/>
        <source>The king on %1 may still castle with the rook on %2</source>
        <translation>Der König auf %1 darf noch mit dem Turm auf %2 rochieren</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="121"/>
        <source>%1 castling:</source>
        <translation>Rochade %1:</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/kingleap.cpp" line="40"/>
        <source>%1&apos;s king still holds its leap</source>
        <translation>Der König von %1 hat noch seinen Sprung</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/kingleap.cpp" line="41"/>
        <source>The king may still make its once-per-game leap</source>
        <translation>Der König darf seinen einmaligen Sprung noch tun</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/kingleap.cpp" line="39"/>
        <source>King&apos;s leap:</source>
        <translation>Königssprung:</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="160"/>
        <source>%1: </source>
        <extracomment>The prefix of a count of pieces in a hand: &quot;Wazir: 1&quot;.</extracomment>
        <translation>%1: </translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="161"/>
        <source>%1 in %2&apos;s hand</source>
        <translation>%1 in der Hand von %2</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="173"/>
        <source>%1 in hand:</source>
        <translation>%1 in der Hand:</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="233"/>
        <source>Castling needs the king on %1 and the rook on %2</source>
        <translation>Die Rochade braucht den König auf %1 und den Turm auf %2</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="252"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../ui/setupform.cpp" line="300"/>
        <source>%1 %2 on %3</source>
        <extracomment>A unit in a list of the position editor (a pawn waiting to promote): the army, the piece and its square (&quot;White Pawn on e10&quot;).</extracomment>
        <translation>%1 %2 auf %3</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/firstmoves.cpp" line="86"/>
        <source>Fi&amp;rst moves:</source>
        <translation>Ers&amp;te Züge:</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/firstmoves.cpp" line="87"/>
        <source>First moves</source>
        <translation>Erste Züge</translation>
    </message>
    <message>
        <location filename="../core/position/mechanics/firstmoves.cpp" line="88"/>
        <source>Pieces on their first rank that may still make their first move; the others have made it or lost it</source>
        <translation>Figuren auf ihrer Grundreihe, die ihren ersten Zug noch machen dürfen; die anderen haben ihn gemacht oder verloren</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <location filename="../ui/startupoptions.cpp" line="29"/>
        <source>Kabir: historical chess variants.</source>
        <translation>Kabir: historische Schachvarianten.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="31"/>
        <source>Open the variant &lt;id&gt;.</source>
        <translation>Die Variante &lt;id&gt; öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="31"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="32"/>
        <source>Show the board from Black&apos;s side.</source>
        <translation>Das Brett aus der Sicht von Schwarz zeigen.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="34"/>
        <source>Write the window to the image &lt;file&gt; and quit.</source>
        <translation>Das Fenster in die Bilddatei &lt;datei&gt; schreiben und beenden.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="34"/>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="35"/>
        <source>The window&apos;s size for --screenshot.</source>
        <translation>Die Fenstergröße für --screenshot.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="35"/>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="37"/>
        <source>A game record (PGN) to open.</source>
        <translation>Eine Partieaufzeichnung (PGN), die geöffnet wird.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="37"/>
        <source>[record]</source>
        <translation>[Aufzeichnung]</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="40"/>
        <source>Only one game record can be opened at a time.</source>
        <translation>Es kann nur eine Partieaufzeichnung auf einmal geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="48"/>
        <source>Unknown variant &quot;%1&quot; (known: %2).</source>
        <translation>Unbekannte Variante „%1“ (bekannt: %2).</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="58"/>
        <source>The size &quot;%1&quot; is not of the form WIDTHxHEIGHT, such as 760x800.</source>
        <translation>Die Größe „%1“ hat nicht die Form BREITExHÖHE, etwa 760x800.</translation>
    </message>
</context>
<context>
    <name>TagEditorDialog</name>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="43"/>
        <source>Game Tags</source>
        <translation>Partie-Tags</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="53"/>
        <source>&amp;Event:</source>
        <translation>&amp;Ereignis:</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="53"/>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="53"/>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="53"/>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="53"/>
        <source>A&amp;nnotator:</source>
        <translation>&amp;Kommentator:</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="53"/>
        <source>S&amp;ource:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="70"/>
        <source>YYYY.MM.DD</source>
        <translation>JJJJ.MM.TT</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="71"/>
        <source>The date as PGN writes it, ?? for what is not known: 1840.??.??</source>
        <translation>Das Datum, wie PGN es schreibt, ?? für Unbekanntes: 1840.??.??</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="74"/>
        <source>&amp;Today</source>
        <translation>&amp;Heute</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="83"/>
        <source>Other tags</source>
        <translation>Weitere Tags</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="84"/>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="84"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="92"/>
        <source>Ot&amp;her tags:</source>
        <translation>Weitere &amp;Tags:</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="94"/>
        <source>&amp;Add Tag</source>
        <translation>Tag hinzu&amp;fügen</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="95"/>
        <source>Re&amp;move Tag</source>
        <translation>Tag &amp;löschen</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="122"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="129"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="129"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="132"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="134"/>
        <source>The team&apos;s players, in army order, joined by “ &amp; ”</source>
        <translation>Die Spieler des Teams in der Reihenfolge der Armeen, verbunden durch „ &amp; “</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="180"/>
        <source>Write the date as YYYY.MM.DD, with ?? for what is not known: 1840.??.??</source>
        <translation>Schreiben Sie das Datum als JJJJ.MM.TT, mit ?? für Unbekanntes: 1840.??.??</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="189"/>
        <source>A tag&apos;s name is made of letters, digits and “_”: “%1” is not.</source>
        <translation>Der Name eines Tags besteht aus Buchstaben, Ziffern und „_“: „%1“ nicht.</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="191"/>
        <source>The tag “%1” has a field of its own above.</source>
        <translation>Das Tag „%1“ hat oben ein eigenes Feld.</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="193"/>
        <source>The tag “%1” is written from the game itself.</source>
        <translation>Das Tag „%1“ wird aus der Partie selbst geschrieben.</translation>
    </message>
    <message>
        <location filename="../ui/tageditordialog.cpp" line="195"/>
        <source>The tag “%1” is there twice.</source>
        <translation>Das Tag „%1“ steht zweimal da.</translation>
    </message>
</context>
<context>
    <name>TeamText</name>
    <message>
        <location filename="../ui/teamtext.cpp" line="21"/>
        <source>%1 and %2</source>
        <extracomment>Two armies of one team, as in &quot;Red and Yellow&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../ui/teamtext.cpp" line="43"/>
        <source>You: %1</source>
        <extracomment>The status bar in a four-army game: the team the one player at the board plays.</extracomment>
        <translation>Sie: %1</translation>
    </message>
    <message>
        <location filename="../ui/teamtext.cpp" line="49"/>
        <source>%1 (computer)</source>
        <extracomment>The partner of the player at the board, played by the computer.</extracomment>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <location filename="../ui/teamtext.cpp" line="51"/>
        <source>You: %1 · partner: %2</source>
        <extracomment>The status bar in a four-army game: the army the player at the board plays and its partner(s).</extracomment>
        <translation>Sie: %1 · Partner: %2</translation>
    </message>
    <message>
        <location filename="../ui/teamtext.cpp" line="64"/>
        <source>Teams: %1</source>
        <extracomment>The status bar in a four-army game played by several people: the teams.</extracomment>
        <translation>Teams: %1</translation>
    </message>
</context>
<context>
    <name>ValueText</name>
    <message>
        <location filename="../ui/valuetext.cpp" line="13"/>
        <source>#%1</source>
        <extracomment>A forced result: &quot;#5&quot; is a win in five moves, &quot;#−3&quot; a loss in three.</extracomment>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../ui/valuetext.cpp" line="13"/>
        <source>#%1%2</source>
        <translation>#%1%2</translation>
    </message>
</context>
<context>
    <name>VariantChoice</name>
    <message>
        <location filename="../ui/variantchoice.cpp" line="25"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/variantchoice.cpp" line="37"/>
        <source>Which Variant?</source>
        <translation>Welche Variante?</translation>
    </message>
    <message>
        <location filename="../ui/variantchoice.cpp" line="38"/>
        <source>The position fits these variants equally well. Which one is it?</source>
        <translation>Die Stellung passt gleich gut zu diesen Varianten. Welche ist es?</translation>
    </message>
    <message>
        <location filename="../ui/variantchoice.cpp" line="42"/>
        <source>&amp;Load</source>
        <translation>&amp;Laden</translation>
    </message>
    <message>
        <location filename="../ui/variantchoice.cpp" line="43"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/variantchoice.cpp" line="55"/>
        <source>The position fits none of Kabir&apos;s variants.</source>
        <translation>Die Stellung passt zu keiner von Kabirs Varianten.</translation>
    </message>
</context>
<context>
    <name>VariantPicker</name>
    <message>
        <location filename="../ui/variantpicker.cpp" line="26"/>
        <source>Other</source>
        <translation>Andere</translation>
    </message>
    <message>
        <location filename="../ui/variantpicker.cpp" line="59"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../ui/variantpicker.cpp" line="60"/>
        <source>Filter the variants</source>
        <translation>Varianten filtern</translation>
    </message>
    <message>
        <location filename="../ui/variantpicker.cpp" line="66"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
</context>
</TS>
