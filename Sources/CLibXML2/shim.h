// libxml2's HTML parser, XPath and tree API for Swift.
// xmlversion.h comes first so that LIBXML_ICU_ENABLED can be undefined before any header that
// would pull in ICU: ICU's definitions clash with the ones Foundation brings (see DESIGN.md).
#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/// xmlFree is a global function pointer, which Swift 6 refuses to read as shared mutable
/// state; this wrapper is a plain function.
static inline void clibxml2_free(void *pointer) { xmlFree(pointer); }

#endif
