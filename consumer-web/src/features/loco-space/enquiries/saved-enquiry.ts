// One of the signed-in person's enquiries as GET /user/enquiries answers (command-api enquiry-routes.ts): the deal
// as it was when they asked, money in pounds.

export interface EnquiredDeal {
  dealId: number;
  vehicleId: number;
  vehicleType: number;
  supplierName: string;
  manufacturer: string;
  model: string;
  derivative: string;
  leaseType: number;
  term: number;
  mileage: number;
  initialPaymentInMonths: number;
  stockStatus: number;
  monthlyPayment: number;
  initialPayment: number;
  documentFee: number | null;
}

export interface SavedEnquiry {
  enquiryReference: string;
  source: string;
  sentAt: string;
  supplierStatus: string;
  deliveredAt: string | null;
  deal: EnquiredDeal;
}

/** The answer as it comes. */
export interface EnquiriesAnswer {
  enquiries: SavedEnquiry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface EnquiryPage {
  items: SavedEnquiry[];
  total: number;
  page: number;
  pageSize: number;
}

export const toEnquiryPage = (answer: EnquiriesAnswer): EnquiryPage => ({
  items: answer.enquiries,
  total: answer.total,
  page: answer.page,
  pageSize: answer.pageSize,
});
