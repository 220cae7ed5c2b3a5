<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
</context>
<context>
    <name>DataStrings</name>
    <message>
        <source>Chaturanga 4-84</source>
        <translation>Chaturanga 4-84</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>Hyderabad Decimal Chess</source>
        <translation>Hyderabad-Dezimalschach</translation>
    </message>
    <message>
        <source>Kaiserspiel</source>
        <translation>Kaiserspiel</translation>
    </message>
    <message>
        <source>Sultanspiel</source>
        <translation>Sultanspiel</translation>
    </message>
    <message>
        <source>Turkish Great Chess</source>
        <translation>Türkisches Großschach</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Kabir</source>
        <translation>Kabir</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Show the board from the other side</source>
        <translation>Das Brett von der anderen Seite zeigen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Kabir</source>
        <translation>Ü&amp;ber Kabir</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>There is no variant &quot;%1&quot;.</source>
        <translation>Es gibt keine Variante „%1“.</translation>
    </message>
    <message>
        <source>The variant &quot;%1&quot; cannot be set up:
%2</source>
        <translation>Die Variante „%1“ kann nicht aufgebaut werden:
%2</translation>
    </message>
    <message>
        <source>Cannot write the screenshot %1.</source>
        <translation>Das Bildschirmfoto %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>About Kabir</source>
        <translation>Über Kabir</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kabir %1&lt;/h3&gt;&lt;p&gt;Historical chess variants on boards of every size: play them, study their rules and sources, and keep records of games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kabir %1&lt;/h3&gt;&lt;p&gt;Historische Schachvarianten auf Brettern jeder Größe: sie spielen, ihre Regeln und Quellen studieren und Partien aufzeichnen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>Kabir: historical chess variants.</source>
        <translation>Kabir: historische Schachvarianten.</translation>
    </message>
    <message>
        <source>Open the variant &lt;id&gt;.</source>
        <translation>Die Variante &lt;id&gt; öffnen.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Show the board from Black&apos;s side.</source>
        <translation>Das Brett von der Seite von Schwarz zeigen.</translation>
    </message>
    <message>
        <source>Write the window to the image &lt;file&gt; and quit.</source>
        <translation>Das Fenster in die Bilddatei &lt;datei&gt; schreiben und beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <source>The window&apos;s size for --screenshot.</source>
        <translation>Die Fenstergröße für --screenshot.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>Unknown variant &quot;%1&quot; (known: %2).</source>
        <translation>Unbekannte Variante „%1“ (bekannt: %2).</translation>
    </message>
    <message>
        <source>The size &quot;%1&quot; is not of the form WIDTHxHEIGHT, such as 760x800.</source>
        <translation>Die Größe „%1“ hat nicht die Form BREITExHÖHE, etwa 760x800.</translation>
    </message>
</context>
</TS>
