export interface ContactMessageView {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  phone: string | null;
  appointment: { day: string; time: string } | null;
  createdAt: string;
}
