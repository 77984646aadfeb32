import { describe, expect, it } from 'vitest';
import { BUILT_IN_FONTS, PICKER_FONTS } from '../../src/scene/constants.ts';
import { FONT_NAMES } from '../../src/scene/fonts.ts';
import { gradientSchema } from '../../src/scene/schema/canvasObject.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

let users = 0;
/** A fresh signed-in user's token. */
const newUser = () => signUpAndLogIn(call, server.smtp, `colors-${++users}@example.com`);

const combine = async (token: string) => (await call('GET', '/api/colors/combine/', { token })).body.result;

describe('GET /api/colors/combine/', () => {
  it("answers the user's colours (none at first), built-in gradients, the shipped fonts (picker fonts first) and merge tags", async () => {
    const token = await newUser();
    const answer = await call('GET', '/api/colors/combine/', { token });
    expect(answer.status).toBe(200);
    const { colors, gradients, fonts, mergeTags } = answer.body.result;
    expect(colors).toEqual([]);
    expect(gradients.length).toBeGreaterThanOrEqual(10);
    for (const gradient of gradients) {
      expect(gradientSchema.parse(gradient)).toEqual(gradient);
      expect(gradient.kind).toBe('linear');
      expect(gradient.stops.length).toBeGreaterThanOrEqual(2);
      expect(gradient.stops.length).toBeLessThanOrEqual(3);
    }
    expect(fonts.slice(0, PICKER_FONTS.length)).toEqual([...PICKER_FONTS]);
    expect(fonts).toEqual([...FONT_NAMES]);
    expect(fonts).toEqual(expect.arrayContaining([...BUILT_IN_FONTS]));
    expect(mergeTags).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'company']));
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/colors/combine/')).status).toBe(401);
    expect((await call('POST', '/api/colors/', { body: { colors: '#fff' } })).status).toBe(401);
  });
});

describe('POST /api/colors/', () => {
  it('replaces the saved colours from a comma-joined list, keeping commas inside rgb() and hsl()', async () => {
    const token = await newUser();
    const saved = await call('POST', '/api/colors/', { token, body: { colors: '#e7416a, rgb(10, 20, 30),hsla(200, 50%, 50%, 0.5) ,red,#99977780' } });
    expect(saved.status).toBe(200);
    const expected = ['#e7416a', 'rgb(10, 20, 30)', 'hsla(200, 50%, 50%, 0.5)', 'red', '#99977780'];
    expect(saved.body).toEqual({ isError: false, message: '', result: { colors: expected } });
    expect((await combine(token)).colors).toEqual(expected);
    await call('POST', '/api/colors/', { token, body: { colors: '#000000' } });
    expect((await combine(token)).colors).toEqual(['#000000']);
  });

  it('drops repeats and empty entries, keeps the first 40, and clears with ""', async () => {
    const token = await newUser();
    const many = Array.from({ length: 45 }, (_, index) => `#${index.toString(16).padStart(6, '0')}`);
    const answer = await call('POST', '/api/colors/', { token, body: { colors: ['#ABCDEF', ...many, '#abcdef', ' ', 'rgb(1,2,3)'].join(',') } });
    expect(answer.body.result.colors).toEqual(['#ABCDEF', ...many.slice(0, 39)]);
    const spaced = await call('POST', '/api/colors/', { token, body: { colors: 'rgb(1, 2, 3),RGB(1,2,3),,' } });
    expect(spaced.body.result.colors).toEqual(['rgb(1, 2, 3)']);
    const cleared = await call('POST', '/api/colors/', { token, body: { colors: '' } });
    expect(cleared.body.result.colors).toEqual([]);
    expect((await combine(token)).colors).toEqual([]);
  });

  it('accepts a list as well as comma-joined text', async () => {
    const token = await newUser();
    const answer = await call('POST', '/api/colors/', { token, body: { colors: ['rgba(0, 0, 0, 0.5)', '#fff'] } });
    expect(answer.body.result.colors).toEqual(['rgba(0, 0, 0, 0.5)', '#fff']);
  });

  it('refuses a list with anything that is not a colour, naming it, and keeps the saved list', async () => {
    const token = await newUser();
    await call('POST', '/api/colors/', { token, body: { colors: '#123456' } });
    for (const bad of ['#12345', 'url(evil.png)', 'not a colour', '#gggggg']) {
      const answer = await call('POST', '/api/colors/', { token, body: { colors: `#fff,${bad}` } });
      expect(answer.status, bad).toBe(400);
      expect(answer.body).toEqual({ isError: true, message: { colors: { message: `"${bad}" is not a colour.` } }, result: null });
    }
    expect((await call('POST', '/api/colors/', { token, body: { colors: 12 } })).status).toBe(400);
    expect((await combine(token)).colors).toEqual(['#123456']);
  });

  it("keeps each user's colours apart", async () => {
    const first = await newUser();
    const second = await newUser();
    await call('POST', '/api/colors/', { token: first, body: { colors: '#111111' } });
    await call('POST', '/api/colors/', { token: second, body: { colors: '#222222' } });
    expect((await combine(first)).colors).toEqual(['#111111']);
    expect((await combine(second)).colors).toEqual(['#222222']);
  });
});
