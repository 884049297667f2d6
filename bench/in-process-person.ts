import type { FastifyInstance } from 'fastify';

/** A person signed up through `app.inject`, with the header their reads carry. */
export interface InProcessPerson {
  _id: string;
  headers: { 'x-access-token': string };
}

/** Signs up `<name>_<now>` in `timeZone` through the app itself, as the in-process benches need a person. */
export async function signUpInProcess(app: FastifyInstance, name: string, timeZone: string): Promise<InProcessPerson> {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username: `${name}_${Date.now()}`, password: 'scale password 1', timeZone },
  });
  const user = signup.json().data as { _id: string; access: { token: string } };
  return { _id: user._id, headers: { 'x-access-token': user.access.token } };
}
