-- A deposit is released on the day the piece came back, not the day the owner typed the return
-- in: a return dated yesterday releases yesterday, beside its late fee and damage. The stay's
-- status changes first (releasing the deposit dated that moment); its return check follows in
-- the same transaction and moves that release to its own day.
CREATE OR REPLACE FUNCTION ledger_post_return() RETURNS trigger AS $$
BEGIN
  UPDATE "ledger_entries" SET "on" = NEW."returnedOn"
    WHERE id = (SELECT id FROM "ledger_entries" WHERE "stayId" = NEW."reservationId" AND kind = 'DEPOSIT_RELEASED' AND reason = 'returned' ORDER BY "createdAt" DESC, id DESC LIMIT 1);
  IF NEW."lateFee" <> 0 THEN
    INSERT INTO "ledger_entries" (id, "stayId", kind, amount, reason, "on", "createdAt") VALUES (gen_random_uuid()::text, NEW."reservationId", 'LATE_FEE', NEW."lateFee", NEW."daysLate" || CASE WHEN NEW."daysLate" = 1 THEN ' day late' ELSE ' days late' END, NEW."returnedOn", NEW."createdAt");
  END IF;
  IF NEW.damage <> 0 THEN
    INSERT INTO "ledger_entries" (id, "stayId", kind, amount, reason, "on", "createdAt") VALUES (gen_random_uuid()::text, NEW."reservationId", 'DAMAGE', NEW.damage, 'damaged', NEW."returnedOn", NEW."createdAt");
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

-- Releases already written for a return typed in on a later day take that return's day.
UPDATE "ledger_entries" e SET "on" = c."returnedOn"
  FROM "return_checks" c
  WHERE e."stayId" = c."reservationId" AND e.kind = 'DEPOSIT_RELEASED' AND e.reason = 'returned' AND e.amount < 0 AND e."on" <> c."returnedOn";
