// Unit tests of web/build/react-dom-esm-plugin.ts: the installed React DOM client file as an ES module, and a build
// that stops on any other shape of it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { FILE, reactDomClientAsEsm } from '../../../web/build/react-dom-esm-plugin.ts';

const installed = readFileSync(FILE, 'utf8');

test("the installed React DOM client becomes a module: three imports, three exports, no CommonJS left", () => {
  const out = reactDomClientAsEsm(installed);
  assert.ok(out.includes('import * as Scheduler from "scheduler";'));
  assert.ok(out.includes('import * as React from "react";'));
  assert.ok(out.includes('import * as ReactDOM from "react-dom";'));
  for (const name of ['createRoot', 'hydrateRoot', 'version']) assert.ok(out.includes(`\nexport const ${name} = `), name);
  assert.not.ok(/\brequire\(|\bexports\.|module\.exports/.test(out));
  // Everything else is the file as React ships it (less its "use strict": a module is strict).
  const back = out
    .replace('import * as Scheduler from "scheduler";\nimport * as React from "react";\nimport * as ReactDOM from "react-dom";', 'var Scheduler = require("scheduler"),\n  React = require("react"),\n  ReactDOM = require("react-dom");')
    .replace(/\nexport const (\w+) = /g, '\nexports.$1 = ');
  assert.is(back, installed.replace('"use strict";\n', ''));
});

test('a file of another shape stops the build, naming what it missed', () => {
  assert.throws(() => reactDomClientAsEsm(installed.replace('React = require("react")', 'React = require("react/x")')), /three requires/);
  assert.throws(() => reactDomClientAsEsm(installed.replace('\nexports.version = ', '\nexports.versionString = ')), /exports\.version once/);
  assert.throws(() => reactDomClientAsEsm(`${installed}\nexports.extra = 1;\n`), /other requires or exports/);
});

test.run();
