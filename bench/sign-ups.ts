// Sign-up's figures (issue 30): POST /api/register with e-mail verification on (the default: a link's hash recorded and its
// e-mail queued beside the account) against the same server with EMAIL_VERIFICATION=off, rounds alternated, in one run.
import { load, medianOf, round, type LoadResult } from './load';
import type { Child } from './processes';
import { fmt, line } from './common';

/** Sign-ups at once: the argon2 hashes run on libuv's four threads, so a few more than four keep them busy. */
const CONNECTIONS = 8;

let seq = 0;
/** A new student's sign-up body, a new address every time. */
function signUpRequest() {
  return {
    method: 'POST' as const,
    path: '/api/register',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req: object) => {
      const email = `bench-sign-up-${process.pid}-${seq++}@bench.example`;
      const body = { email, username: email, password: 'secret123', role: 'student', firstName: 'Bench', lastName: 'Student', location: 'India' };
      return { ...req, body: JSON.stringify(body) };
    },
  };
}

export async function signUps(withVerification: Child, withoutVerification: Child, rounds: number, roundSeconds: number) {
  const sides: Array<[Child, LoadResult[]]> = [
    [withVerification, []],
    [withoutVerification, []],
  ];
  for (let r = 0; r < rounds; r++)
    for (let i = 0; i < sides.length; i++) {
      const [app, results] = sides[(r + i) % sides.length];
      results.push(await load({ url: app.url, requests: [signUpRequest()], connections: CONNECTIONS, duration: roundSeconds }));
    }
  const on = medianOf(sides[0][1]);
  const off = medianOf(sides[1][1]);
  const ratio = round(on.rps / off.rps);
  const spread = (results: LoadResult[]) => results.map((x) => x.rps).join('/');
  line('POST /api/register, verification on', `${fmt(on)}   non-2xx ${on.non2xx}   (rounds ${spread(sides[0][1])})`);
  line('  the same with EMAIL_VERIFICATION=off', `${fmt(off)}   non-2xx ${off.non2xx}   (rounds ${spread(sides[1][1])}); on is ${Math.round(ratio * 100)}% of off`);
  return { withVerification: on, withoutVerification: off, ratio, rounds: { on: sides[0][1], off: sides[1][1] } };
}
