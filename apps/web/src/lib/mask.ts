import type { MaskedPatternOptions } from 'imask';

/** The spec's escape character (§5): the character after it is always a literal. */
const ESCAPE = '!';

const LETTER = 'A-Za-zА-Яа-яЁё';

/** Spec §5 tokens. Upper- and lower-case slots fix the case of what is typed instead of refusing it. */
export const MASK_DEFINITIONS = {
  '#': /^\d$/,
  X: new RegExp(`^[\\d${LETTER}]$`),
  S: new RegExp(`^[${LETTER}]$`),
  A: { mask: /^[A-ZА-ЯЁ]$/, prepareChar: (char: string) => char.toUpperCase() },
  a: { mask: /^[a-zа-яё]$/, prepareChar: (char: string) => char.toLowerCase() },
} satisfies MaskedPatternOptions['definitions'];

type MaskToken = keyof typeof MASK_DEFINITIONS;

function isToken(char: string): char is MaskToken {
  return Object.hasOwn(MASK_DEFINITIONS, char);
}

/**
 * IMask's own pattern syntax for a spec mask such as `+7 (###) ###-##-##`. Every literal is written
 * escaped, so characters IMask would read as its defaults (`0`, `*`) or as syntax (`[`, `{`, `` ` ``)
 * stay literal.
 */
export function toIMaskPattern(mask: string): string {
  let pattern = '';
  for (let index = 0; index < mask.length; index += 1) {
    let char = mask[index]!;
    if (char === ESCAPE) {
      index += 1;
      char = mask[index] ?? '';
      if (!char) break;
      pattern += `\\${char}`;
    } else {
      pattern += isToken(char) ? char : `\\${char}`;
    }
  }
  return pattern;
}

/** Options for `IMask(element, …)` or `useIMask(…)` that apply a spec mask. */
export function maskOptions(mask: string) {
  return { mask: toIMaskPattern(mask), definitions: MASK_DEFINITIONS } satisfies MaskedPatternOptions;
}

/** Spec §7 payments: the Russian phone the receipt may go to. */
export const PHONE_MASK = '+7 (###) ###-##-##';
