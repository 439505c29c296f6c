-- Issue #26, item 12: "Book an Appointment" asks for a phone number and a preferred day and time,
-- stored on the message and shown to the owner. All three stay empty on a plain message.
-- (Stamped after 20261126120000_order_fulfilment so it runs last on a database that has those.)
-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "appointmentDay" DATE,
ADD COLUMN     "appointmentTime" TEXT,
ADD COLUMN     "phone" TEXT;
