/** Factories that go through the real API, as a member would. */
import { randomBytes } from 'node:crypto';
import type { SignInResponse } from '@koinonia/contracts';
import type { TestApp } from './test-app.ts';

export interface TestMember {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

let counter = 0;

export function memberInput(overrides: Partial<TestMember & { titre: string }> = {}) {
  counter += 1;
  return {
    email: `membre.${counter}.${randomBytes(3).toString('hex')}@exemple.fr`,
    password: `Un-mot-de-passe-solide-${counter}`,
    first_name: 'Anne',
    last_name: 'Petit',
    ...overrides,
  };
}

/** Signs a member up (and by default verifies the address through the mailed link). */
export async function createMember(
  t: TestApp,
  {
    verified = true,
    ...overrides
  }: Partial<TestMember & { titre: string; verified: boolean }> = {},
): Promise<TestMember> {
  const input = memberInput(overrides);
  // Each factory call comes from its own address, so it never spends a test's rate limit.
  const remoteAddress = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/',
    remoteAddress,
    payload: input,
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  if (verified) {
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify/',
      payload: { token: t.mails.lastToken(input.email) },
    });
    if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  }
  return input;
}

export async function signIn(
  t: TestApp,
  member: Pick<TestMember, 'email' | 'password'>,
): Promise<SignInResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/',
    remoteAddress: '10.255.255.254',
    payload: { email: member.email, password: member.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<SignInResponse>();
}
