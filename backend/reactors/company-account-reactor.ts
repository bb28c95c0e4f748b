// Reactor: a company request's events reach the company's own account — its details on submission, its approval on approval.
// A deleted account takes neither (it starts from the first event: after a restore it meets requests of companies deleted since).
import { userDecider, userStream } from '@domain/users/decider';
import { loadState } from '../commands/command-handler';
import { defineReactor } from '../processors/reactor';
import { approveCompany } from '../commands/users/approve-company';
import { updateCompanyDetails } from '../commands/users/update-company-details';

export const companyAccountReactor = defineReactor({
  name: 'company-account',
  handles: ['CompanyRequestSubmitted', 'CompanyRequestApproved'],
  async react(event, ctx) {
    if ((await loadState(ctx, userStream(event.data.companyId), userDecider)).deleted) return;
    switch (event.type) {
      case 'CompanyRequestSubmitted': {
        const { companyId, companyName, companyField, location, website } = event.data;
        await updateCompanyDetails(ctx, companyId, { companyName, companyField, location, website });
        return;
      }
      case 'CompanyRequestApproved':
        await approveCompany(ctx, event.data.companyId);
        return;
    }
  },
});
