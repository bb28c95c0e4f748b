// Specs of the résumé decider (given/when/then) and of the file-name rule: an upload becomes the current file, replacing the
// one before; removing takes the current one away; removing none changes nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resumeDecider } from '@domain/resumes/decider';
import type { ResumeRemoved, ResumeUploaded } from '@domain/resumes/events';
import { asciiResumeName, safeResumeName } from '@domain/resumes/rules';
import { given } from '../../helpers/given-when-then';

const test = suite('résumé decider');
const AT = '2026-11-25T10:00:00.000Z';
const file = (fileId: string) => ({ studentId: 's-1', fileId, fileName: 'cv.pdf', size: 1234, uploadedAt: AT });
const uploaded = (fileId: string): ResumeUploaded => ({ type: 'ResumeUploaded', data: file(fileId) });
const removed = (fileId: string): ResumeRemoved => ({ type: 'ResumeRemoved', data: { studentId: 's-1', fileId, at: AT } });

test('given no résumé, when a file is recorded, then it is uploaded', () => {
  given(resumeDecider).when({ type: 'RecordResumeUpload', data: file('f-1') }).then([uploaded('f-1')]);
});

test('given a résumé, when another file is recorded, then it replaces it; the same file again changes nothing', () => {
  given(resumeDecider, [uploaded('f-1')]).when({ type: 'RecordResumeUpload', data: file('f-2') }).then([uploaded('f-2')]);
  given(resumeDecider, [uploaded('f-1')]).when({ type: 'RecordResumeUpload', data: file('f-1') }).then([]);
});

test('given a résumé, when removed, then the current file is removed; given none (or removed), nothing happens', () => {
  given(resumeDecider, [uploaded('f-1'), uploaded('f-2')]).when({ type: 'RemoveResume', data: { studentId: 's-1', at: AT } }).then([removed('f-2')]);
  given(resumeDecider).when({ type: 'RemoveResume', data: { studentId: 's-1', at: AT } }).then([]);
  given(resumeDecider, [uploaded('f-1'), removed('f-1')]).when({ type: 'RemoveResume', data: { studentId: 's-1', at: AT } }).then([]);
});

test('file names: the last path segment, no quotes or control characters, ending in .pdf; resume.pdf when nothing is left', () => {
  assert.is(safeResumeName(undefined), 'resume.pdf');
  assert.is(safeResumeName(''), 'resume.pdf');
  assert.is(safeResumeName('   .pdf'), 'resume.pdf');
  assert.is(safeResumeName('C:\\Users\\asha\\My CV.PDF'), 'My CV.pdf');
  assert.is(safeResumeName('../../etc/passwd'), 'passwd.pdf');
  assert.is(safeResumeName('a"b\r\nc;d.pdf'), 'abcd.pdf');
  assert.is(safeResumeName('%E0%A4%85%E0%A4%A8%E0%A5%81.pdf'), 'अनु.pdf');
  assert.is(safeResumeName('100%.pdf'), '100.pdf', 'a name that is not percent-encoded is taken as it is (its % dropped)');
  assert.is(safeResumeName('x'.repeat(500)).length, 100);
  assert.is(asciiResumeName('Asha Résumé.pdf'), 'Asha Resume.pdf');
  assert.is(asciiResumeName('अनु.pdf'), 'resume.pdf');
});

test.run();
