/* rng.c — ChaCha20 keystream as a seeded generator (see rng.h). */
#include "rng.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void lc_rng_refill(lc_rng *r)
{
    unsigned char nonce[crypto_stream_chacha20_NONCEBYTES];
    static const unsigned char zeros[sizeof r->buf];
    memcpy(nonce, &r->nonce, sizeof nonce);
    crypto_stream_chacha20_xor_ic(r->buf, zeros, sizeof r->buf, nonce, r->block, r->key);
    r->block += sizeof r->buf / 64;
    r->pos = 0;
}

void lc_rng_init(lc_rng *r, uint64_t seed, const char *purpose, uint64_t nonce)
{
    /* libsodium picks its SIMD ChaCha20 only once initialized: without
     * this, the reference code runs, three times slower (same bytes). */
    if (sodium_init() < 0) {                                  /* GCOVR_EXCL_BR_LINE: no random device */
        fputs("lotcert: libsodium cannot start\n", stderr);  /* GCOVR_EXCL_LINE */
        exit(2);                                              /* GCOVR_EXCL_LINE */
    }
    char text[128];
    int n = snprintf(text, sizeof text, "lotcert/%s/%llu", purpose, (unsigned long long)seed);
    crypto_hash_sha256(r->key, (const unsigned char *)text, (unsigned long long)n);
    r->nonce = nonce;
    r->block = 0;
    lc_rng_refill(r);
}

void lc_rng_stream(lc_rng *r, const lc_rng *key_from, uint64_t nonce)
{
    memcpy(r->key, key_from->key, sizeof r->key);
    r->nonce = nonce;
    r->block = 0;
    lc_rng_refill(r);
}

void lc_rng_shuffle_u8(lc_rng *r, uint8_t *a, uint32_t n)
{
    for (uint32_t i = n; i > 1; i--) {
        uint32_t j = lc_rng_below(r, i);
        uint8_t t = a[i - 1];
        a[i - 1] = a[j];
        a[j] = t;
    }
}
