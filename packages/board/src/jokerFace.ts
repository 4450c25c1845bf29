/*
 * The joker's drawings (RULES §10.2), as data in the manner of cardFace.ts; used by JokerArt.vue alone,
 * so they travel in its lazy chunk.
 */

/**
 * The joker's corner mark, a five-pointed star in the 0..100 box of the suits: no rank or suit could
 * be mistaken for it, in a fanned column's strip as on the whole card.
 */
export const JOKER_STAR = 'M50 4L61.8 37.8L97.6 38.5L69 60.2L79.4 94.5L50 74L20.6 94.5L31 60.2L2.4 38.5L38.2 37.8z';

/**
 * The joker's emblem, our own simple drawing centred on (0, 0), in the manner
 * of the court emblems (cardFace.ts) (about 68 x 38): a jester's cap of three points, the outer two drooping,
 * each with a bell, over a band; unlike the King's crown, whose points stand straight.
 */
export const JOKER_CAP =
  'M-15 8H15V14H-15zM-15 8C-16-4-24-12-31-5C-23-7-15-2-8 6zM-8 6C-6-6-3-14 0-18C3-14 6-6 8 6zM15 8C16-4 24-12 31-5C23-7 15-2 8 6z' +
  'M-33.8-5a2.8 2.8 0 1 0 5.6 0a2.8 2.8 0 1 0-5.6 0zM-2.8-18a2.8 2.8 0 1 0 5.6 0a2.8 2.8 0 1 0-5.6 0zM28.2-5a2.8 2.8 0 1 0 5.6 0a2.8 2.8 0 1 0-5.6 0z';
