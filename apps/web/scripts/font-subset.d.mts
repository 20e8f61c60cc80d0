export const FRENCH_RANGES: [number, number][];
export const WEIGHTS: { min: number; max: number };
export const FONT_FILE: string;
export const UNICODE_RANGE: string;
export function frenchCharacters(): string;
export function inFrenchSubset(character: string): boolean;
