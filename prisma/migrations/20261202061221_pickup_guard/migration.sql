-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "earlyFrom" DATE,
ADD COLUMN     "pickedUpAt" TIMESTAMP(3);

-- Written by hand: one copy is with one customer at a time. A stay becomes PICKED_UP only while
-- no other stay of its copy is: two handovers of one copy racing take the copy's lock in turn
-- (the same key as the booking's lockUnits), and the second finds the first. A trigger, not a
-- unique index, so a shop whose books already hold such a pair (the fault this prevents)
-- still migrates; the owner's Today shows the pair to put right.
CREATE FUNCTION reservations_one_out_per_copy() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'PICKED_UP' AND NEW.kind = 'RENTAL' AND (TG_OP = 'INSERT' OR OLD.status <> 'PICKED_UP' OR OLD."unitId" <> NEW."unitId") THEN
    PERFORM pg_advisory_xact_lock(hashtext(NEW."unitId"));
    IF EXISTS (SELECT 1 FROM "reservations" WHERE "unitId" = NEW."unitId" AND status = 'PICKED_UP' AND kind = 'RENTAL' AND id <> NEW.id) THEN
      RAISE EXCEPTION 'copy % is already out with another stay', NEW."unitId" USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'reservations_one_out_per_copy';
    END IF;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER "reservations_one_out_per_copy" AFTER INSERT OR UPDATE OF status, "unitId" ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION reservations_one_out_per_copy();
