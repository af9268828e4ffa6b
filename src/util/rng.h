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
#include <string.h>

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
/* The next bytes of the stream into buf. */
void lc_rng_refill(lc_rng *r);
void lc_rng_shuffle_u8(lc_rng *r, uint8_t *a, uint32_t n);

/* Inline: a unit of an emission draws about a hundred of them. */
static inline uint32_t lc_rng_u32(lc_rng *r)
{
    uint32_t v;
    if (r->pos + sizeof v > sizeof r->buf)
        lc_rng_refill(r);
    memcpy(&v, r->buf + r->pos, sizeof v);
    r->pos += sizeof v;
    return v;
}

/* Uniform in [0, n), without modulo bias: Lemire's multiply-and-reject,
 * one draw almost always. */
static inline uint32_t lc_rng_below(lc_rng *r, uint32_t n)
{
    uint64_t m = (uint64_t)lc_rng_u32(r) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t floor = (uint32_t)(-n) % n;
        while (low < floor) {
            m = (uint64_t)lc_rng_u32(r) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

#endif
