// The test topology of every hosting test (hosting-policy/fixtures/demo-topology.json),
// checked as deploy/topology.json is, with the services a test turns on.
import { readFileSync } from 'node:fs';
import { checkTopology } from '@site/hosting-policy';

const DEMO_TOPOLOGY = JSON.parse(
  readFileSync(
    new URL('../../hosting-policy/fixtures/demo-topology.json', import.meta.url),
    'utf8',
  ),
);

/** `services`: formBuilderOrigin, firestore, analytics (all off when not given). */
export function demoTopology(services = {}) {
  return checkTopology({
    ...DEMO_TOPOLOGY,
    services: { formBuilderOrigin: '', firestore: false, analytics: false, ...services },
  });
}
