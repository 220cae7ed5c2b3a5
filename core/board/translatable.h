#pragma once
// Marks an English text for translation without translating it: the core has no Qt, and the
// window translates the text under `context` (scripts/translations tells lupdate that this is
// QT_TRANSLATE_NOOP by another name). The core writes the text in English as it stands.

#define KABIR_TRANSLATE_NOOP(context, text) text
