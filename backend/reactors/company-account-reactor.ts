// Reactor: a company request's events reach the company's own account — its details on submission, its approval on approval.
import { defineReactor } from '../projections/runtime/reactor';
import { approveCompany } from '../commands/users/approve-company';
import { updateCompanyDetails } from '../commands/users/update-company-details';

export const companyAccountReactor = defineReactor({
  name: 'company-account',
  handles: ['CompanyRequestSubmitted', 'CompanyRequestApproved'],
  async react(event, ctx) {
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
