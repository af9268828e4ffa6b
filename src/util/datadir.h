/* datadir.h — where lotcert finds what ships with it (the bundled rules and
 * cases, the docs and the schemas), wherever it is run from. */
#ifndef DATADIR_H
#define DATADIR_H

/* The folder holding rules/, cases/, docs/ and schemas/: $LOTCERT_DATA when
 * set; else, beside the running binary, ../share/lotcert (an installed
 * lotcert) or the binary's own folder (a build in the checkout). NULL when
 * none holds rules/. Resolved once. */
const char *lc_data_dir(void);

/* DATA/sub into buf when the data folder is known and holds sub; else NULL. */
const char *lc_data_path(const char *sub, char *buf, unsigned long n);

#endif
