// What the deal page loads only when someone starts an enquiry: the forms and modal, and the flows' workers that
// send them. One module, so both arrive as one chunk (EnquirySection and enquiry-saga import it lazily).
export { EnquiryForm } from './EnquiryForm';
export { LeadFlow } from './LeadFlow';
export { SalarySacrificeModal } from './SalarySacrificeModal';
export { resendCode, sendAlternativeLead, sendCallBack, sendEnquiryFlow, verifyCode } from './enquiry-flows';
