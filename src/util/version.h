/* version.h — what this lotcert is: its version, the commit it was built
 * from (recorded by the Makefile), and the libraries it runs with. */
#ifndef VERSION_H
#define VERSION_H

#define LC_VERSION "0.2.0"

const char *lc_commit(void);
/* "libyaml 0.2.5, jansson 2.14, libsodium 1.0.18, libharu 2.3.0" */
const char *lc_library_versions(void);

#endif
