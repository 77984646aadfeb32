/**
 * How each presenter of the catalogue looks: one template body and face, varied by these
 * parameters (skin, hair style and colour, eyes, clothing, accessories), so every presenter is
 * drawn in the same style and proportions.
 */

export type HairStyle =
  | 'longStraight'
  | 'longWavy'
  | 'bob'
  | 'bangsBob'
  | 'afro'
  | 'hijab'
  | 'pixie'
  | 'bun'
  | 'buzz'
  | 'sidePart'
  | 'quiff'
  | 'receding';

export type ClothingStyle = 'blazer' | 'suit' | 'sweater' | 'blouse' | 'shirt' | 'cardigan' | 'turtleneck';

export type Look = {
  skin: string;
  hair: { style: HairStyle; colour: string };
  /** Iris colour. */
  eyes: string;
  lips: string;
  clothing: {
    style: ClothingStyle;
    colour: string;
    /** The shirt, blouse or top under a jacket or cardigan. */
    inner?: string;
    /** A tie (suits). */
    tie?: string;
  };
  glasses?: string;
  beard?: { kind: 'stubble' | 'short'; colour: string };
  /** Earrings or a necklace, in this colour. */
  jewellery?: string;
  /** Soft smile lines and a greyer brow for the older presenters. */
  isSenior?: boolean;
};

/** Looks by catalogue id (src/scene/avatars/avatarCatalogue.ts). */
export const LOOKS: Record<number, Look> = {
  1: {
    skin: '#f3cdb0',
    hair: { style: 'longStraight', colour: '#8a4a2b' },
    eyes: '#4a6a3a',
    lips: '#c9706c',
    clothing: { style: 'blazer', colour: '#1f7a78', inner: '#f4f1ea' },
    jewellery: '#d9b45a',
  },
  2: {
    skin: '#8a5536',
    hair: { style: 'buzz', colour: '#1e1814' },
    eyes: '#3b2418',
    lips: '#9a5a4a',
    clothing: { style: 'suit', colour: '#24324f', inner: '#f3f5f8', tie: '#b0413e' },
    beard: { kind: 'short', colour: '#1e1814' },
  },
  3: {
    skin: '#c68a62',
    hair: { style: 'bun', colour: '#1f1a17' },
    eyes: '#3a2418',
    lips: '#a45a55',
    clothing: { style: 'blouse', colour: '#d9a23a' },
    jewellery: '#e3c26a',
  },
  4: {
    skin: '#f5d2b8',
    hair: { style: 'bob', colour: '#d6a95c' },
    eyes: '#4f7396',
    lips: '#cf7476',
    clothing: { style: 'blazer', colour: '#2b3d66', inner: '#ffffff' },
    jewellery: '#e2c27a',
  },
  5: {
    skin: '#f0c6a6',
    hair: { style: 'sidePart', colour: '#9a9a98' },
    eyes: '#5a6e80',
    lips: '#b86e66',
    clothing: { style: 'suit', colour: '#4a4f57', inner: '#e9eef5', tie: '#2f5c8f' },
    glasses: '#3a3a3c',
    isSenior: true,
  },
  6: {
    skin: '#f2d0b2',
    hair: { style: 'bangsBob', colour: '#1b1716' },
    eyes: '#3a2a20',
    lips: '#c86f70',
    clothing: { style: 'cardigan', colour: '#9b86c4', inner: '#f6f3ee' },
  },
  7: {
    skin: '#d49d72',
    hair: { style: 'quiff', colour: '#2e211a' },
    eyes: '#4a2e1e',
    lips: '#a8625a',
    clothing: { style: 'shirt', colour: '#4f86c6' },
    beard: { kind: 'stubble', colour: '#2e211a' },
  },
  8: {
    skin: '#7a4a2e',
    hair: { style: 'afro', colour: '#1c1512' },
    eyes: '#2e1b12',
    lips: '#94524a',
    clothing: { style: 'blouse', colour: '#2f8f68' },
    jewellery: '#e0bd5c',
  },
  9: {
    skin: '#eecba8',
    hair: { style: 'sidePart', colour: '#1c1a19' },
    eyes: '#33241a',
    lips: '#b9746a',
    clothing: { style: 'suit', colour: '#2a2d33', inner: '#ffffff', tie: '#1f7a78' },
    glasses: '#1f1f22',
  },
  10: {
    skin: '#d8a47c',
    hair: { style: 'hijab', colour: '#7a2e44' },
    eyes: '#3e2618',
    lips: '#b0605d',
    clothing: { style: 'blazer', colour: '#e9e2d6', inner: '#7a2e44' },
  },
  11: {
    skin: '#5e3a24',
    hair: { style: 'receding', colour: '#c9c5bf' },
    eyes: '#2a1810',
    lips: '#8a4c40',
    clothing: { style: 'sweater', colour: '#7a8f6a', inner: '#eef0f2' },
    beard: { kind: 'short', colour: '#cfcbc5' },
    isSenior: true,
  },
  12: {
    skin: '#f7d9c4',
    hair: { style: 'longWavy', colour: '#b5502a' },
    eyes: '#4d7a5a',
    lips: '#d0736e',
    clothing: { style: 'blazer', colour: '#2d2f36', inner: '#e8c7c0' },
  },
  13: {
    skin: '#e8b994',
    hair: { style: 'quiff', colour: '#6b4a2e' },
    eyes: '#5b4632',
    lips: '#b66d60',
    clothing: { style: 'turtleneck', colour: '#33475e' },
  },
  14: {
    skin: '#f1cbb0',
    hair: { style: 'pixie', colour: '#cfd0d2' },
    eyes: '#5c7489',
    lips: '#bd6e6e',
    clothing: { style: 'blazer', colour: '#8c2f3c', inner: '#f3efe9' },
    glasses: '#7a4a3a',
    jewellery: '#d9d9dc',
    isSenior: true,
  },
};
