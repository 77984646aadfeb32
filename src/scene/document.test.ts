import { describe, expect, it } from 'vitest';
import { parseProjectDocument, repairProjectDocument } from './document';
import { createBlankProject } from './factories';
import { SceneValidationError } from './SceneValidationError';

/** A small valid document in the form the editor writes. */
function sample() {
  return {
    size: 0,
    mode: 0,
    currentScene: { sceneArr: [1, -1, 2], arr: [1, 2, 3] },
    scenes: {
      '1': {
        id: 1,
        jsonData: {
          objects: [
            { id: 'background-1', _Type: 'background', fill: '#ffffff', width: 1921, height: 1081, left: -1, top: -1 },
            { id: 't1', _Type: 'text', text: 'Hello {{name}}', left: 100, top: 80, width: 750, height: 120 },
            { id: 'v1', _Type: 'video', _Src: 'https://cdn.example/v.mp4', width: 640, height: 360 },
          ],
        },
        elements: {
          t1: { enterDelay: 1, stayTime: 4, enter: 1, exit: 1 },
          v1: { enterDelay: 0, stayTime: 6, trimStart: 2, trimEnd: 8, duration: 12, adjustLength: 1 },
        },
        elementList: ['t1', 'v1'],
        speech: { type: 'type', data: { b1: { id: 'b1', text: 'Hi' } }, arr: ['b1'] },
      },
      '2': { id: 2, jsonData: { objects: [{ id: 'background-2', _Type: 'background', fill: '#000000' }] } },
    },
  };
}

/** The error a call throws. */
function errorOf(call: () => unknown): SceneValidationError {
  try {
    call();
  } catch (error) {
    if (error instanceof SceneValidationError) return error;
    throw error;
  }
  throw new Error('expected a SceneValidationError');
}

describe('parseProjectDocument (strict)', () => {
  it('accepts the editor form and fills defaults', () => {
    const doc = parseProjectDocument(sample());
    const text = doc.scenes['1']?.jsonData.objects[1];
    expect(text).toMatchObject({ _Type: 'text', opacity: 1, scaleX: 1, angle: 0, fontFamily: 'Poppins Regular', lineHeight: 1.16, fill: '#e7416a', textBackgroundColor: null });
    expect(doc.scenes['1']?.elements.t1).toEqual({
      enterDelay: 1,
      stayTime: 4,
      enter: 1,
      exit: 1,
      trimStart: 0,
      trimEnd: 10,
      duration: 0,
      volume: 100,
      adjustLength: 3,
    });
    expect(doc.scenes['2']).toMatchObject({ haveEasyMode: true, mode: 0, musicRemove: false, sanimation: null, elementList: [], media: { video: null, music: [] } });
    expect(doc.scenes['2']?.speech).toEqual({ type: 'type', data: {}, sound: null, arr: [], speechTime: 0 });
  });

  it('leaves its input alone', () => {
    const input = sample();
    const copy = structuredClone(input);
    parseProjectDocument(input);
    expect(input).toEqual(copy);
  });

  it('accepts what createBlankProject makes, unchanged', () => {
    const blank = createBlankProject({ size: 2, mode: 1 });
    expect(parseProjectDocument(JSON.parse(JSON.stringify(blank)))).toEqual(blank);
  });

  it('names the field of the first problem', () => {
    const input = sample();
    (input.scenes['1'].jsonData.objects[1] as Record<string, unknown>).left = 'abc';
    const error = errorOf(() => parseProjectDocument(input));
    expect(error.message).toBe('scenes.1.jsonData.objects.1.left: expected number');
    expect(error.code).toBe('invalid_type');
    expect(error.path).toBe('scenes.1.jsonData.objects.1.left');
  });

  it('refuses what repair would mend', () => {
    const opacity = sample();
    (opacity.scenes['1'].jsonData.objects[1] as Record<string, unknown>).opacity = 1.5;
    expect(errorOf(() => parseProjectDocument(opacity))).toMatchObject({ code: 'out_of_range', message: 'scenes.1.jsonData.objects.1.opacity: must be at most 1' });

    const sticker = sample();
    sticker.scenes['1'].jsonData.objects.push({ id: 's', _Type: 'sticker' } as never);
    expect(errorOf(() => parseProjectDocument(sticker))).toMatchObject({ code: 'unknown_type', message: 'scenes.1.jsonData.objects.3._Type: unknown _Type "sticker"' });

    const legacy = { ...sample(), currentScene: { sceneArr: '[1]', arr: '[1]' } };
    expect(errorOf(() => parseProjectDocument(legacy))).toMatchObject({ code: 'invalid_type', message: 'currentScene.sceneArr: expected array' });

    const short = sample();
    short.scenes['1'].elements.t1.stayTime = 1.5;
    expect(errorOf(() => parseProjectDocument(short))).toMatchObject({
      code: 'inconsistent',
      message: 'scenes.1.elements.t1.stayTime: stayTime 1.5 is below max(enter + exit, 0.5) = 2',
    });
  });

  it('names allowed values and bounds', () => {
    expect(errorOf(() => parseProjectDocument({ ...sample(), size: 7 })).message).toBe('size: expected one of 0, 1, 2');
    expect(errorOf(() => parseProjectDocument({ ...sample(), scenes: {} })).message).toBe('scenes: a project needs at least one scene');
    expect(errorOf(() => parseProjectDocument(null)).message).toBe('document: expected object');
  });
});

describe('repairProjectDocument', () => {
  it('returns a valid document untouched, without warnings', () => {
    const { document, warnings } = repairProjectDocument(sample());
    expect(warnings).toEqual([]);
    expect(document).toEqual(parseProjectDocument(sample()));
  });

  it('decodes the legacy JSON-string lists', () => {
    const input = sample();
    const legacy = {
      ...input,
      currentScene: { sceneArr: '[1,-1,2]', arr: '[1,2,3]' },
      scenes: { ...input.scenes, '1': { ...input.scenes['1'], elementList: '["t1","v1"]' } },
    };
    const { document, warnings } = repairProjectDocument(legacy);
    expect(document.currentScene).toEqual({ sceneArr: [1, -1, 2], arr: [1, 2, 3] });
    expect(document.scenes['1']?.elementList).toEqual(['t1', 'v1']);
    expect(warnings).toEqual(['currentScene.sceneArr: decoded the JSON string', 'currentScene.arr: decoded the JSON string', 'scenes.1.elementList: decoded the JSON string']);
  });

  it('accepts the whole document as a JSON string', () => {
    const { document, warnings } = repairProjectDocument(JSON.stringify(sample()));
    expect(document).toEqual(parseProjectDocument(sample()));
    expect(warnings).toEqual(['document: decoded the JSON string']);
  });

  it('clamps numbers out of range', () => {
    const input = sample();
    Object.assign(input.scenes['1'].jsonData.objects[1] as Record<string, unknown>, { opacity: 1.5, scaleX: -2 });
    Object.assign(input.scenes['1'].elements.v1, { volume: 140, enterDelay: -3 });
    const { document, warnings } = repairProjectDocument(input);
    expect(document.scenes['1']?.jsonData.objects[1]).toMatchObject({ opacity: 1, scaleX: 0 });
    expect(document.scenes['1']?.elements.v1).toMatchObject({ volume: 100, enterDelay: 0 });
    expect(warnings).toEqual([
      'scenes.1.jsonData.objects.1.scaleX: clamped -2 to 0',
      'scenes.1.jsonData.objects.1.opacity: clamped 1.5 to 1',
      'scenes.1.elements.v1.enterDelay: clamped -3 to 0',
      'scenes.1.elements.v1.volume: clamped 140 to 100',
    ]);
  });

  it('raises a negative or short stay time to the minimum', () => {
    const input = sample();
    input.scenes['1'].elements.t1.stayTime = -4;
    const { document, warnings } = repairProjectDocument(input);
    expect(document.scenes['1']?.elements.t1?.stayTime).toBe(2);
    expect(warnings).toEqual(['scenes.1.elements.t1.stayTime: clamped -4 to 0.5', 'scenes.1.elements.t1.stayTime: raised stayTime 0.5 to 2']);
  });

  it('drops objects of unknown type and entries that are no objects, also inside groups', () => {
    const input = sample();
    input.scenes['1'].jsonData.objects.splice(
      1,
      0,
      { id: 's', _Type: 'sticker' } as never,
      null as never,
      { id: 'g', _Type: 'group', objects: [{ _Type: 'hologram' }, { id: 'i', _Type: 'image', _Src: 'a.png' }] } as never,
    );
    const { document, warnings } = repairProjectDocument(input);
    expect(document.scenes['1']?.jsonData.objects.map((object) => object.id)).toEqual(['background-1', 'g', 't1', 'v1']);
    const group = document.scenes['1']?.jsonData.objects[1];
    expect(group?._Type === 'group' && group.objects.map((object) => object.id)).toEqual(['i']);
    expect(warnings).toEqual([
      'scenes.1.jsonData.objects.1: dropped an object of unknown _Type "sticker"',
      'scenes.1.jsonData.objects.2: dropped null: not a canvas object',
      'scenes.1.jsonData.objects.3.objects.0: dropped an object of unknown _Type "hologram"',
    ]);
  });

  it('converts numeric strings, 0/1 flags, numeric ids and drops nulls', () => {
    const input = sample();
    Object.assign(input.scenes['1'].jsonData.objects[1] as Record<string, unknown>, { left: '12.5', flipX: 1, _Hidden: 'false', _Src: null, fontWeight: '600' });
    Object.assign(input.scenes['1'].jsonData.objects[2] as Record<string, unknown>, { id: 42 });
    const { document, warnings } = repairProjectDocument(input);
    expect(document.scenes['1']?.jsonData.objects[1]).toMatchObject({ left: 12.5, flipX: true, _Hidden: false, fontWeight: 600 });
    expect(document.scenes['1']?.jsonData.objects[1]).not.toHaveProperty('_Src');
    expect(document.scenes['1']?.jsonData.objects[2]?.id).toBe('42');
    expect(warnings).toEqual([
      'scenes.1.jsonData.objects.1._Src: removed null',
      'scenes.1.jsonData.objects.1._Hidden: converted "false" to false',
      'scenes.1.jsonData.objects.1.left: converted "12.5" to a number',
      'scenes.1.jsonData.objects.1.flipX: converted 1 to true',
      'scenes.1.jsonData.objects.2.id: converted 42 to a string',
      'scenes.1.elementList: dropped unknown or repeated ids from elementList [t1, v1]',
    ]);
  });

  it('makes ids, order and lists consistent', () => {
    const input = sample();
    Object.assign(input.scenes['1'], { id: 9, elementList: ['v1', 'gone', 'v1', 't1'] });
    input.scenes['1'].speech = { type: 'type', data: { b1: { id: 'x', text: 'Hi' }, b2: { text: 'there' } }, arr: ['b2', 'b9'] } as never;
    input.currentScene.sceneArr = [2, 5, 2, -1, 1];
    const { document, warnings } = repairProjectDocument(input);
    expect(document.scenes['1']?.id).toBe(1);
    expect(document.scenes['1']?.elementList).toEqual(['v1', 't1']);
    expect(document.scenes['1']?.speech.arr).toEqual(['b2', 'b1']);
    expect(Object.values(document.scenes['1']?.speech.data ?? {}).map((box) => box.id)).toEqual(['b1', 'b2']);
    expect(document.currentScene.sceneArr).toEqual([2, -1, -1, -1, 1]);
    expect(warnings).toEqual([
      'scenes.1.speech.data.b2.id: took the id from its key "b2"',
      'scenes.1.speech.data.b1.id: set box id "x" to its key "b1"',
      'scenes.1.speech.arr: set speech order [b2, b9] to [b2, b1]',
      'scenes.1.elementList: dropped unknown or repeated ids from elementList [v1, gone, v1, t1]',
      'scenes.1.id: set scene id 9 to its key 1',
      'currentScene.sceneArr: set sceneArr [2, 5, 2, -1, 1] to [2, -1, -1, -1, 1]',
    ]);
  });

  it('puts one background first, adding the default when there is none', () => {
    const input = sample();
    const [background, text, video] = input.scenes['1'].jsonData.objects;
    input.scenes['1'].jsonData.objects = [text, video, background, { ...background, id: 'background-x' }] as never;
    input.scenes['2'].jsonData.objects = [];
    const { document, warnings } = repairProjectDocument({ ...input, size: 2 });
    expect(document.scenes['1']?.jsonData.objects.map((object) => object.id)).toEqual(['background-1', 't1', 'v1']);
    expect(document.scenes['2']?.jsonData.objects).toEqual([
      expect.objectContaining({ id: 'background-2', _Type: 'background', fill: '#ffffff', left: -1, top: -1, width: 1081, height: 1921 }),
    ]);
    expect(warnings).toEqual([
      'scenes.1.jsonData.objects: moved the background object first and dropped other background objects',
      'scenes.2.jsonData.objects: added the default white background',
    ]);
  });

  it('drops later objects that repeat an id', () => {
    const input = sample();
    input.scenes['1'].jsonData.objects.push({ id: 't1', _Type: 'image', _Src: 'b.png' } as never);
    const { document, warnings } = repairProjectDocument(input);
    expect(document.scenes['1']?.jsonData.objects.map((object) => object._Type)).toEqual(['background', 'text', 'video']);
    expect(warnings).toEqual(['scenes.1.jsonData.objects: dropped later objects with a repeated id: t1']);
  });

  it('brings a trim range inside the media', () => {
    const input = sample();
    Object.assign(input.scenes['1'].elements.v1, { trimStart: 14, trimEnd: 30, duration: 12 });
    const { document, warnings } = repairProjectDocument(input);
    expect(document.scenes['1']?.elements.v1).toMatchObject({ trimStart: 12, trimEnd: 12 });
    expect(warnings).toEqual(['scenes.1.elements.v1: set trim 14..30 to 12..12']);
  });

  it('fills a missing scene order and scene ids from the keys', () => {
    const { document, warnings } = repairProjectDocument({ scenes: { '3': {}, '1': { jsonData: { objects: [] } } } });
    expect(document.currentScene).toEqual({ sceneArr: [1, 3], arr: [] });
    expect(document.scenes['3']?.id).toBe(3);
    expect(document.scenes['3']?.jsonData.objects.map((object) => object.id)).toEqual(['background-3']);
    expect(warnings).toEqual([
      'scenes.1.id: took the id from its key "1"',
      'scenes.3.id: took the id from its key "3"',
      'scenes.1.jsonData.objects: added the default white background',
      'scenes.3.jsonData.objects: added the default white background',
      'currentScene.sceneArr: set sceneArr [] to [1, 3]',
    ]);
  });

  it('throws naming the field when it cannot repair', () => {
    const input = sample();
    (input.scenes['1'].jsonData.objects[1] as Record<string, unknown>).left = 'abc';
    expect(errorOf(() => repairProjectDocument(input))).toMatchObject({ code: 'invalid_type', message: 'scenes.1.jsonData.objects.1.left: expected number' });

    const noSrc = sample();
    delete (noSrc.scenes['1'].jsonData.objects[2] as Record<string, unknown>)._Src;
    expect(errorOf(() => repairProjectDocument(noSrc)).message).toBe('scenes.1.jsonData.objects.2._Src: expected string');

    const colour = sample();
    (colour.scenes['1'].jsonData.objects[1] as Record<string, unknown>).fill = 'url(#x)';
    expect(errorOf(() => repairProjectDocument(colour))).toMatchObject({ code: 'invalid_value', message: 'scenes.1.jsonData.objects.1.fill: expected a colour' });

    expect(errorOf(() => repairProjectDocument({ ...sample(), currentScene: { sceneArr: '[1,', arr: [] } }))).toMatchObject({
      code: 'invalid_json',
      message: 'currentScene.sceneArr: holds a JSON string that does not parse',
    });
    expect(errorOf(() => repairProjectDocument({ scenes: { first: {} } })).message).toBe('scenes.first.id: expected number');
    expect(errorOf(() => repairProjectDocument({ scenes: { first: { id: 1 } } })).message).toBe('scenes.first: scene key "first" is not a scene number');
    expect(errorOf(() => repairProjectDocument({ scenes: {}, fn: () => 1 })).message).toBe('document: expected JSON data');
  });

  it('leaves its input alone', () => {
    const input = { ...sample(), currentScene: { sceneArr: '[1,2]', arr: [] } };
    const copy = structuredClone(input);
    repairProjectDocument(input);
    expect(input).toEqual(copy);
  });
});
