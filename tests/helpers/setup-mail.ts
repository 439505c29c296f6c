// Runs before every test file, as instrumentation-node.ts does at a server's start: her e-mails
// about her booking go through lib/mail's sendEmail (outbox first, then the provider), so a test
// sees what a customer would be sent, not a stand-in.
import { mailCustomersWith } from "@/features/rentals";
import { sendEmail } from "@/lib/mail";

mailCustomersWith(sendEmail);
