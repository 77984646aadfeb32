import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();
let token: string;

beforeAll(async () => {
  token = await signUpAndLogIn(call, server.smtp, 'profile@example.com');
});

describe('GET /api/accounts/user/?isCP=1', () => {
  it('answers the signed-in user with the spec fields', async () => {
    const answer = await call('GET', '/api/accounts/user/?isCP=1', { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.result).sort()).toEqual(
      [
        'id',
        'first_name',
        'last_name',
        'email',
        'profile_image',
        'phone_number',
        'calendar_url',
        'linkedin_url',
        'facebook_url',
        'twitter_url',
        'organization',
        'org_is_admin',
        'isCP',
        'subs_end',
        'usedVideoCredit',
        'totalVideoCredit',
        'downloadGenCount',
        'sharingPageGenCount',
        'imageSoloGenCount',
        'soloMailGenCount',
        'batchMailGenCount',
      ].sort(),
    );
    expect(answer.body.result).not.toHaveProperty('passwordHash');
  });

  it('answers 401 without a token', async () => {
    const answer = await call('GET', '/api/accounts/user/?isCP=1');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ isError: true, message: 'Invalid token.', result: null });
  });
});

describe('PUT /api/accounts/user/', () => {
  it('changes only the fields sent', async () => {
    const answer = await call('PUT', '/api/accounts/user/', {
      token,
      body: { first_name: 'Anne-Marie', phone_number: '+44 7700900123', linkedin_url: 'https://www.linkedin.com/in/anne' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      first_name: 'Anne-Marie',
      last_name: 'User',
      phone_number: '+44 7700900123',
      linkedin_url: 'https://www.linkedin.com/in/anne',
    });
    const cleared = await call('PUT', '/api/accounts/user/', { token, body: { phone_number: '' } });
    expect(cleared.body.result.phone_number).toBe('');
  });

  it('keys errors by field and changes nothing when any field is bad', async () => {
    const answer = await call('PUT', '/api/accounts/user/', {
      token,
      body: { first_name: 'R2D2', phone_number: '12345', twitter_url: 'not a url', last_name: 'Kept' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.message).sort()).toEqual(['first_name', 'phone_number', 'twitter_url']);
    const after = await call('GET', '/api/accounts/user/', { token });
    expect(after.body.result.last_name).toBe('User');
  });

  it('does not let the e-mail be changed', async () => {
    const answer = await call('PUT', '/api/accounts/user/', { token, body: { email: 'other@example.com' } });
    expect(answer.status).toBe(400);
    expect((await call('GET', '/api/accounts/user/', { token })).body.result.email).toBe('profile@example.com');
  });
});
