// Given/when/then specs of the company request: submitted once as pending, decided once (approved or rejected) by the machine.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ALREADY_DECIDED, COMPANY_REQUEST_NOT_FOUND, companyRequestDecider, companyRequestStream } from '@domain/companies/decider';
import type { DecideCompanyRequest, SubmitCompanyRequest } from '@domain/companies/commands';
import type { CompanyRequestApproved, CompanyRequestRejected, CompanyRequestSubmitted } from '@domain/companies/events';
import { companyRequestCan } from '@domain/companies/company-request-machine';
import { given } from '../../helpers/given-when-then';

const test = suite('company request decider');

const AT = '2026-11-01T10:00:00.000Z';
const data: CompanyRequestSubmitted['data'] = {
  requestId: 'r-1', companyId: 'c-1', companyName: 'Acme', companyField: 'Technology', internshipType: 'online', description: 'Apps',
  website: 'https://acme.example', location: 'Pune', technicalSkills: 'JS', otherSkills: '', companySize: '11-50', submittedAt: AT,
};
const submit: SubmitCompanyRequest = { type: 'SubmitCompanyRequest', data };
const submitted: CompanyRequestSubmitted = { type: 'CompanyRequestSubmitted', data };
const decide = (decision: 'approved' | 'rejected', adminNotes = `${decision === 'approved' ? 'Approved' : 'Rejected'} by admin`): DecideCompanyRequest => ({
  type: 'DecideCompanyRequest',
  data: { requestId: 'r-1', decision, reviewedBy: 'admin-1', adminNotes, at: '2026-11-02T10:00:00.000Z' },
});
const decision = { requestId: 'r-1', companyId: 'c-1', reviewedBy: 'admin-1', reviewedAt: '2026-11-02T10:00:00.000Z' };
const approved: CompanyRequestApproved = { type: 'CompanyRequestApproved', data: { ...decision, adminNotes: 'Approved by admin' } };
const rejected: CompanyRequestRejected = { type: 'CompanyRequestRejected', data: { ...decision, adminNotes: 'Rejected by admin' } };

test('one stream per request', () => {
  assert.is(companyRequestStream('r-1'), 'companyrequest-r-1');
});

test('a request is submitted as pending, once', () => {
  given(companyRequestDecider, []).when(submit).then([submitted]);
  given(companyRequestDecider, [submitted]).when(submit).thenThrows('conflict');
});

test('a pending request is approved or rejected with the reviewer and the note; the company comes from the request', () => {
  given(companyRequestDecider, [submitted]).when(decide('approved')).then([approved]);
  given(companyRequestDecider, [submitted]).when(decide('rejected')).then([rejected]);
});

test('a decided request cannot be decided again, either way', () => {
  given(companyRequestDecider, [submitted, approved]).when(decide('rejected')).thenThrows('conflict', ALREADY_DECIDED);
  given(companyRequestDecider, [submitted, approved]).when(decide('approved')).thenThrows('conflict', ALREADY_DECIDED);
  given(companyRequestDecider, [submitted, rejected]).when(decide('approved')).thenThrows('conflict', ALREADY_DECIDED);
});

test('deciding a request that does not exist is not found', () => {
  given(companyRequestDecider, []).when(decide('approved')).thenThrows('not_found', COMPANY_REQUEST_NOT_FOUND);
});

test('the machine: none → pending → approved | rejected, final', () => {
  assert.ok(companyRequestCan('none', 'SUBMIT'));
  assert.not.ok(companyRequestCan('none', 'APPROVE'));
  assert.ok(companyRequestCan('pending', 'APPROVE'));
  assert.ok(companyRequestCan('pending', 'REJECT'));
  assert.not.ok(companyRequestCan('pending', 'SUBMIT'));
  for (const s of ['approved', 'rejected'] as const) for (const e of ['SUBMIT', 'APPROVE', 'REJECT'] as const) assert.not.ok(companyRequestCan(s, e), `${s} ${e}`);
});

test.run();
