// The company as visitors see it (GET /api/users/:id for a company account): public fields only.

export interface PublicCompany {
  id: string;
  companyName: string | null;
  companyField: string | null;
  location: string;
  website: string | null;
}
