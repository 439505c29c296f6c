import { describe, expect, it } from "vitest";
import {
  appointmentProblems,
  appointmentWindow,
  isAppointment,
  openSlots,
  visitText,
} from "@/features/contact/validation/appointment";

// The rules of a visit, the same in the browser and in the API.
// 2026-12-05 is a Saturday (open 10:30–20:30), 2026-12-06 a Sunday (11:00–18:00).
const at = (indiaTime: string) => new Date(`${indiaTime}+05:30`);
const ask = (preferredDay: string, preferredTime: string) => ({
  appointment: true,
  phone: "+919811012345",
  preferredDay,
  preferredTime,
});

describe("a visit to the shop", () => {
  it("is a request when asked for, or when a day or time comes with the message", () => {
    expect(isAppointment({})).toBe(false);
    expect(isAppointment({ appointment: false, phone: "+919811012345" })).toBe(false);
    expect(isAppointment({ preferredDay: "2026-12-05" })).toBe(true);
    expect(appointmentProblems({ phone: "+919811012345" })).toBeNull();
  });

  it("can be asked for from today to 90 days ahead, India time", () => {
    // 23:30 on 4 Dec in India is still 4 Dec there, though 5 Dec has begun nowhere near
    expect(appointmentWindow(at("2026-12-04T23:30:00"))).toEqual({ first: "2026-12-04", last: "2027-03-04" });
    expect(appointmentProblems(ask("2027-03-04", "12:00"), at("2026-12-04T23:30:00"))).toBeNull();
    expect(appointmentProblems(ask("2027-03-05", "12:00"), at("2026-12-04T23:30:00"))).toEqual({
      preferredDay:
        "Visits can be booked up to 90 days ahead: choose a day until Thursday 4 March 2027, or call the shop.",
    });
  });

  it("today, only at a time still to come, and not after the shop has closed", () => {
    const afternoon = at("2026-12-05T14:30:00");
    expect(openSlots("2026-12-05", afternoon)[0]).toBe("15:00");
    expect(appointmentProblems(ask("2026-12-05", "14:00"), afternoon)).toEqual({
      preferredTime: "That time has passed today: choose a later time or another day.",
    });
    expect(appointmentProblems(ask("2026-12-05", "15:00"), afternoon)).toBeNull();
    expect(appointmentProblems(ask("2026-12-05", "20:00"), at("2026-12-05T20:15:00"))).toEqual({
      preferredDay: "The shop has closed for today: choose another day.",
    });
  });

  it("within that day's hours: Sunday's are shorter", () => {
    const now = at("2026-12-01T10:00:00");
    expect(appointmentProblems(ask("2026-12-06", "18:30"), now)).toEqual({
      preferredTime:
        "On Sundays the shop is open 11:00–18:00: choose a time from 11:00 am to 5:30 pm, on the hour or half hour.",
    });
    expect(appointmentProblems(ask("2026-12-05", "18:30"), now)).toBeNull();
  });

  it("on a day the shop is closed, says so", () => {
    const closedSundays = [
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const,
        label: "Monday to Saturday",
        opens: "10:30",
        closes: "20:30",
      },
    ];
    expect(appointmentProblems(ask("2026-12-06", "12:00"), at("2026-12-01T10:00:00"), closedSundays)).toEqual({
      preferredDay: "The shop is closed on Sundays: choose another day.",
    });
  });

  it("is written for people with its weekday and a 12-hour time", () => {
    expect(visitText({ day: "2026-12-05", time: "17:30" })).toBe("Saturday 5 December 2026 at 5:30 pm");
  });
});
