// Seeded randomness for the catalogue generator. Everything it makes must be reproducible from the seed alone,
// so nothing here reads Math.random or the clock.

// Math's functions are bound once here: Jest runs modules in a vm context where every global lookup goes
// through an interceptor, which made the hot pricing loops an order of magnitude slower under test.
const { floor, imul } = Math;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Finalises a 32-bit value (murmur3's fmix) so that nearby inputs give unrelated outputs. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** One 32-bit key from a seed and any number of salts, so that independent streams get independent generators. */
export function hashKey(seed: number, ...salts: readonly (number | string)[]): number {
  let h = fmix32(seed ^ FNV_OFFSET);
  for (const salt of salts) {
    if (typeof salt === 'number') {
      h = fmix32(h ^ fmix32(salt + 0x9e3779b9));
    } else {
      for (let i = 0; i < salt.length; i++) h = imul(h ^ salt.charCodeAt(i), FNV_PRIME);
      h = fmix32(h);
    }
  }
  return h >>> 0;
}

/** A fixed value in [0, 1) for a key: for properties that must not depend on how many draws came before. */
export function unitHash(seed: number, ...salts: readonly (number | string)[]): number {
  return hashKey(seed, ...salts) / 4294967296;
}

/**
 * sfc32 (Chris Doty-Humphrey's small fast counting generator): 128 bits of state, passes PractRand well beyond
 * what a data generator draws, and costs a handful of integer operations per number.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, ...salts: readonly (number | string)[]) {
    const key = hashKey(seed, ...salts);
    this.a = fmix32(key ^ 0xa5a5a5a5);
    this.b = fmix32(key + 0x3c6ef372);
    this.c = fmix32(key ^ 0x1b873593);
    this.d = 1;
    // The first outputs of a freshly keyed sfc32 are correlated with the key; burn them.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Roughly normal (sum of three uniforms): bounded tails suit prices, which never go wild. */
  gauss(mean: number, spread: number): number {
    return mean + (this.next() + this.next() + this.next() - 1.5) * 2 * spread;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[floor(this.next() * items.length)] as T;
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new RangeError('weighted pick from an empty list');
    return last[0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = floor(this.next() * (i + 1));
      const held = out[i] as T;
      out[i] = out[j] as T;
      out[j] = held;
    }
    return out;
  }

  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count >= items.length) return [...items];
    const chosen = new Set(this.shuffle(items.map((_, index) => index)).slice(0, count > 0 ? count : 0));
    return items.filter((_, index) => chosen.has(index));
  }
}
