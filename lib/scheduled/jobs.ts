import { giftDeliveryJob, giftReminderJob } from "@/lib/gifts/scheduled";
import type { ScheduledJob } from "./types";

export const scheduledJobs: ScheduledJob[] = [giftDeliveryJob, giftReminderJob];
