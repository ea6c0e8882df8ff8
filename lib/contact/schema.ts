import { z } from "zod";

export const contactSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(100, "Please keep your name under 100 characters"),
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")).pipe(z.string().max(254)),
  message: z.string().trim().min(10, "Please write a message of at least 10 characters").max(5000, "Please keep your message under 5000 characters"),
});
