/** A new deal's seed, where the address gives none: eight letters and digits, at random (the only unseeded randomness of the tables). */
export const freshSeed = (): string => Math.random().toString(36).slice(2, 10);
