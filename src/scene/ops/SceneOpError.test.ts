import { describe, expect, it } from 'vitest';
import { LAST_SCENE_MESSAGE, NO_AVATAR_WARNING, SceneOpError } from './SceneOpError';

describe('SceneOpError', () => {
  it('carries a code and the message as given', () => {
    const error = new SceneOpError('LAST_SCENE', LAST_SCENE_MESSAGE);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'SceneOpError', code: 'LAST_SCENE', message: "Can't Delete Only One Scene!" });
  });

  it('quotes the spec texts exactly', () => {
    expect(LAST_SCENE_MESSAGE).toBe("Can't Delete Only One Scene!");
    expect(NO_AVATAR_WARNING).toBe("You can't switch back to Avatar mode for this scene. However, you can always a add new scene.");
  });
});
