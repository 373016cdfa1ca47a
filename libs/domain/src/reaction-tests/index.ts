export { pick, randomInt, seededRandom, shuffle, type Random } from './seeded-random';
