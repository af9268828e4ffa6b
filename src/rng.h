/*
 * rng.h — the emission generator's randomness: ChaCha20 (libsodium) keyed
 * by SHA-256 of the seed. A stream cipher's keystream is a cryptographic
 * PRNG: no pattern a regulator's statistics could find, reproducible from
 * the seed, and addressable: stream `nonce` is independent of every other,
 * so unit i draws from its own stream and two threads give the same bytes.
 */
#ifndef RNG_H
#define RNG_H

#include <stdint.h>

typedef struct {
    unsigned char key[32];
    uint64_t nonce;          /* which stream */
    uint64_t block;          /* next 64-byte block of it */
    unsigned char buf[512];
    unsigned pos;
} lc_rng;

/* Key from the seed (and a purpose, so two uses of one seed differ). */
void lc_rng_init(lc_rng *r, uint64_t seed, const char *purpose, uint64_t nonce);
/* Another stream of the same key. */
void lc_rng_stream(lc_rng *r, const lc_rng *key_from, uint64_t nonce);
uint64_t lc_rng_u64(lc_rng *r);
uint32_t lc_rng_u32(lc_rng *r);
/* Uniform in [0, n), without modulo bias. */
uint32_t lc_rng_below(lc_rng *r, uint32_t n);
void lc_rng_shuffle_u8(lc_rng *r, uint8_t *a, uint32_t n);

#endif
