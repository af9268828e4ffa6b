/* fuzz_pdf.c — what lotcert verify reads from a PDF it is handed (which
 * may be anything): the attached JSON and the document keywords. Beyond
 * not crashing: whatever is returned is within its bounds and terminated. */
#include "fuzz.h"
#include "pdf_read.h"

#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *att = NULL, kw[512];
    size_t len = 0;
    if (lc_pdf_attachment((const char *)data, size, "certification.json", &att, &len) == 0) {
        if (att[len] != '\0')
            abort();
        free(att);
    }
    if (lc_pdf_info((const char *)data, size, "Keywords", kw, sizeof kw) == 0 && strlen(kw) >= sizeof kw)
        abort();
    return 0;
}
