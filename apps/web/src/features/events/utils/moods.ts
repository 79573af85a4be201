import type { Mood } from '@duet/contracts';

/** design.md: moods are shown as emoji. */
export const MOOD_EMOJI: Record<Mood, string> = {
  fire: '🔥',
  hot_pepper: '🌶️',
  peach: '🍑',
  boom: '💥',
  ice_cream: '🍦',
  candle: '🕯️',
  devil: '😈',
  eggplant: '🍆',
  tongue: '👅',
  sweat: '💦',
  ok_hand: '👌',
};
