#pragma once
// Moves and the search's reports as Qt meta-types, so that they travel in queued signals. Every header
// whose signals carry them includes this one first.

#include "core/search/engine.h"
#include "core/search/searchinfo.h"

#include <QMetaType>

Q_DECLARE_METATYPE(kabir::Move)
Q_DECLARE_METATYPE(kabir::search::Info)
Q_DECLARE_METATYPE(kabir::search::BestMove)
