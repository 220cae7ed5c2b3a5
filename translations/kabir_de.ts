<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardView</name>
    <message>
        <location filename="../ui/boardview.cpp" line="77"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
</context>
<context>
    <name>DataStrings</name>
    <message>
        <location filename="../ui/datastrings.cpp" line="14"/>
        <source>Chaturanga 4-84</source>
        <translation>Chaturanga 4-84</translation>
    </message>
    <message>
        <location filename="../ui/datastrings.cpp" line="15"/>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <location filename="../ui/datastrings.cpp" line="16"/>
        <source>Hyderabad Decimal Chess</source>
        <translation>Hyderabad-Dezimalschach</translation>
    </message>
    <message>
        <location filename="../ui/datastrings.cpp" line="17"/>
        <source>Kaiserspiel</source>
        <translation>Kaiserspiel</translation>
    </message>
    <message>
        <location filename="../ui/datastrings.cpp" line="18"/>
        <source>Sultanspiel</source>
        <translation>Sultanspiel</translation>
    </message>
    <message>
        <location filename="../ui/datastrings.cpp" line="19"/>
        <source>Turkish Great Chess</source>
        <translation>Türkisches Großschach</translation>
    </message>
</context>
<context>
    <name>EndingCommand</name>
    <message>
        <location filename="../ui/movecommand.cpp" line="24"/>
        <source>resignation</source>
        <extracomment>The undo/redo actions read &quot;Undo resignation&quot; / &quot;Undo draw agreement&quot;.</extracomment>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../ui/movecommand.cpp" line="24"/>
        <source>draw agreement</source>
        <translation>Remisvereinbarung</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="61"/>
        <source>There is no variant called “%1”.</source>
        <translation>Es gibt keine Variante namens „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="64"/>
        <source>The game cannot start: %1</source>
        <translation>Die Partie kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="73"/>
        <source>Choose a variant first.</source>
        <translation>Wählen Sie zuerst eine Variante.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="139"/>
        <source>%1 and %2</source>
        <extracomment>Two armies of one team, as in &quot;Red and Yellow win&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="168"/>
        <location filename="../ui/gamecontroller.cpp" line="194"/>
        <location filename="../ui/gamecontroller.cpp" line="222"/>
        <location filename="../ui/gamecontroller.cpp" line="339"/>
        <location filename="../ui/gamecontroller.cpp" line="358"/>
        <location filename="../ui/gamecontroller.cpp" line="371"/>
        <location filename="../ui/gamecontroller.cpp" line="402"/>
        <source>No game is being played.</source>
        <translation>Es wird keine Partie gespielt.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="171"/>
        <source>There is nothing to choose now.</source>
        <translation>Jetzt ist nichts zu wählen.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="173"/>
        <source>It is %1&apos;s turn to choose, not %2&apos;s.</source>
        <translation>%1 wählt, nicht %2.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="176"/>
        <source>“%1” is not one of the choices.</source>
        <translation>„%1“ steht nicht zur Wahl.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="188"/>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="196"/>
        <source>%1 must choose before the first move.</source>
        <translation>%1 muss vor dem ersten Zug wählen.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="198"/>
        <location filename="../ui/gamecontroller.cpp" line="226"/>
        <location filename="../ui/gamecontroller.cpp" line="343"/>
        <location filename="../ui/gamecontroller.cpp" line="362"/>
        <location filename="../ui/gamecontroller.cpp" line="373"/>
        <source>The game is over: %1</source>
        <translation>Die Partie ist beendet: %1</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="207"/>
        <source>There is no piece on %1.</source>
        <translation>Auf %1 steht keine Figur.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="211"/>
        <source>That move is not legal here.</source>
        <translation>Dieser Zug ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="229"/>
        <source>“%1” is not a legal move here.</source>
        <translation>„%1“ ist hier kein erlaubter Zug.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="341"/>
        <location filename="../ui/gamecontroller.cpp" line="360"/>
        <location filename="../ui/gamecontroller.cpp" line="377"/>
        <source>There is no such army.</source>
        <translation>Diese Armee gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="375"/>
        <source>No draw has been offered.</source>
        <translation>Es wurde kein Remis angeboten.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="379"/>
        <source>The offer must be accepted by the other side.</source>
        <translation>Das Angebot muss von der Gegenseite angenommen werden.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="409"/>
        <source>A draw can be claimed only after a threefold repetition or under the %1-move rule.</source>
        <translation>Remis kann nur nach dreifacher Stellungswiederholung oder nach der %1-Züge-Regel beansprucht werden.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="410"/>
        <source>A draw can be claimed only after a threefold repetition.</source>
        <translation>Remis kann nur nach dreifacher Stellungswiederholung beansprucht werden.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="418"/>
        <location filename="../ui/gamecontroller.cpp" line="436"/>
        <location filename="../ui/gamecontroller.cpp" line="454"/>
        <source>The game goes on.</source>
        <translation>Die Partie läuft.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="424"/>
        <source>%1 win — %2</source>
        <extracomment>%1 is one army (&quot;White&quot;), %2 how the game was won.</extracomment>
        <translation>%1 gewinnen — %2</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="425"/>
        <source>%1 wins — %2</source>
        <translation>%1 gewinnt — %2</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="428"/>
        <source>Draw — %1</source>
        <extracomment>%1 says how the game was drawn.</extracomment>
        <translation>Remis — %1</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="431"/>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="433"/>
        <source>by agreement</source>
        <translation>nach Vereinbarung</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="437"/>
        <source>checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="438"/>
        <source>pawn mate: double victory</source>
        <translation>Bauernmatt: doppelter Sieg</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="439"/>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="440"/>
        <source>stalemate, a win for the stalemating side</source>
        <translation>Patt, ein Sieg für die pattsetzende Seite</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="441"/>
        <source>stalemate: half victory</source>
        <translation>Patt: halber Sieg</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="442"/>
        <source>stalemate, a loss for the stalemating side</source>
        <translation>Patt, eine Niederlage für die pattsetzende Seite</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="443"/>
        <source>capture of the last piece (burj)</source>
        <translation>Schlagen der letzten Figur (Burj)</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="444"/>
        <source>bare king</source>
        <translation>blanker König</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="445"/>
        <source>bare king, but the last enemy piece taken in reply</source>
        <translation>blanker König, doch die letzte gegnerische Figur im Gegenzug geschlagen</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="446"/>
        <source>the king reached its target square</source>
        <translation>der König hat sein Zielfeld erreicht</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="447"/>
        <source>threefold repetition</source>
        <translation>dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="448"/>
        <source>perpetual check</source>
        <translation>Dauerschach</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="449"/>
        <source>%1-move rule</source>
        <translation>%1-Züge-Regel</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="450"/>
        <source>all enemy kings captured</source>
        <translation>alle gegnerischen Könige geschlagen</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="451"/>
        <source>all the marked squares held</source>
        <translation>alle markierten Felder besetzt</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="452"/>
        <source>%1 has no legal move</source>
        <translation>%1 hat keinen erlaubten Zug</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="19"/>
        <location filename="../ui/mainwindow.cpp" line="104"/>
        <source>Kabir</source>
        <translation>Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="39"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="42"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="45"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="46"/>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="49"/>
        <source>Show the board from the other side</source>
        <translation>Das Brett von der anderen Seite zeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="52"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="53"/>
        <source>&amp;About Kabir</source>
        <translation>Ü&amp;ber Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="58"/>
        <source>&amp;Variant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="79"/>
        <source>There is no variant &quot;%1&quot;.</source>
        <translation>Es gibt keine Variante „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="85"/>
        <source>The variant &quot;%1&quot; cannot be set up:
%2</source>
        <translation>Die Variante „%1“ kann nicht aufgebaut werden:
%2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="119"/>
        <source>Cannot write the screenshot %1.</source>
        <translation>Das Bildschirmfoto %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="125"/>
        <source>About Kabir</source>
        <translation>Über Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="126"/>
        <source>&lt;h3&gt;Kabir %1&lt;/h3&gt;&lt;p&gt;Historical chess variants on boards of every size: play them, study their rules and sources, and keep records of games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kabir %1&lt;/h3&gt;&lt;p&gt;Historische Schachvarianten auf Brettern jeder Größe: sie spielen, ihre Regeln und Quellen studieren und Partien aufzeichnen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MoveCommand</name>
    <message>
        <location filename="../ui/movecommand.cpp" line="7"/>
        <source>move %1</source>
        <extracomment>The undo/redo actions read &quot;Undo move Nf3&quot; / &quot;Redo move Nf3&quot;.</extracomment>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <location filename="../ui/startupoptions.cpp" line="24"/>
        <source>Kabir: historical chess variants.</source>
        <translation>Kabir: historische Schachvarianten.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="26"/>
        <source>Open the variant &lt;id&gt;.</source>
        <translation>Die Variante &lt;id&gt; öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="26"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="27"/>
        <source>Show the board from Black&apos;s side.</source>
        <translation>Das Brett von der Seite von Schwarz zeigen.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="29"/>
        <source>Write the window to the image &lt;file&gt; and quit.</source>
        <translation>Das Fenster in die Bilddatei &lt;datei&gt; schreiben und beenden.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="29"/>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="30"/>
        <source>The window&apos;s size for --screenshot.</source>
        <translation>Die Fenstergröße für --screenshot.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="31"/>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="41"/>
        <source>Unknown variant &quot;%1&quot; (known: %2).</source>
        <translation>Unbekannte Variante „%1“ (bekannt: %2).</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="49"/>
        <source>The size &quot;%1&quot; is not of the form WIDTHxHEIGHT, such as 760x800.</source>
        <translation>Die Größe „%1“ hat nicht die Form BREITExHÖHE, etwa 760x800.</translation>
    </message>
</context>
</TS>
