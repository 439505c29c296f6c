-- A booking is never charged below nothing: a stay cancelled after the owner took an amount
-- off by hand gives that amount back to the books as its own line, so nothing is owed back
-- that was never paid.
CREATE OR REPLACE FUNCTION ledger_post_stay() RETURNS trigger AS $$
DECLARE
  was_rent INTEGER := 0; was_deposit INTEGER := 0; was_released INTEGER := 0;
  now_rent INTEGER := 0; now_deposit INTEGER := 0; now_released INTEGER := 0;
  day DATE;
  why TEXT;
  total INTEGER;
BEGIN
  IF NEW.kind <> 'RENTAL' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.kind = 'RENTAL' AND OLD.status <> 'CANCELLED' THEN
    was_rent := OLD.rent; was_deposit := OLD.deposit;
    IF OLD.status IN ('RETURNED', 'SETTLED') THEN was_released := -OLD.deposit; END IF;
  END IF;
  IF NEW.status <> 'CANCELLED' THEN
    now_rent := NEW.rent; now_deposit := NEW.deposit;
    IF NEW.status IN ('RETURNED', 'SETTLED') THEN now_released := -NEW.deposit; END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    day := ledger_india_day(NEW."createdAt"); why := 'booked';
  ELSE
    day := ledger_india_day(NEW."updatedAt");
    why := CASE
      WHEN NEW.status = 'CANCELLED' THEN 'cancelled'
      WHEN OLD.status = 'CANCELLED' THEN 'booked again'
      WHEN NEW.status IN ('RETURNED', 'SETTLED') AND OLD.status NOT IN ('RETURNED', 'SETTLED') THEN 'returned'
      ELSE 'new days' END;
  END IF;
  IF now_rent <> was_rent THEN
    INSERT INTO "ledger_entries" (id, "stayId", kind, amount, reason, "on", "createdAt") VALUES (gen_random_uuid()::text, NEW.id, 'RENT', now_rent - was_rent, why, day, NEW."updatedAt");
  END IF;
  IF now_deposit <> was_deposit THEN
    INSERT INTO "ledger_entries" (id, "stayId", kind, amount, reason, "on", "createdAt") VALUES (gen_random_uuid()::text, NEW.id, 'DEPOSIT', now_deposit - was_deposit, why, day, NEW."updatedAt");
  END IF;
  IF now_released <> was_released THEN
    INSERT INTO "ledger_entries" (id, "stayId", kind, amount, reason, "on", "createdAt") VALUES (gen_random_uuid()::text, NEW.id, 'DEPOSIT_RELEASED', now_released - was_released, why, day, NEW."updatedAt");
  END IF;
  -- A cancellation takes off what the stay was charged; what the owner took off by hand
  -- beyond that (a goodwill amount, before she cancelled) must not leave the booking charged
  -- below nothing, or the books would owe her money she never paid.
  IF TG_OP = 'UPDATE' AND NEW.status = 'CANCELLED' AND OLD.status <> 'CANCELLED' THEN
    SELECT COALESCE(SUM(e.amount), 0) INTO total FROM "ledger_entries" e LEFT JOIN "reservations" s ON s.id = e."stayId"
      WHERE e.kind NOT IN ('PAYMENT', 'REFUND')
        AND CASE WHEN NEW."orderId" IS NOT NULL THEN (e."orderId" = NEW."orderId" OR s."orderId" = NEW."orderId") ELSE e."stayId" = NEW.id END;
    IF total < 0 THEN
      INSERT INTO "ledger_entries" (id, "stayId", kind, amount, reason, "on", "createdAt") VALUES (gen_random_uuid()::text, NEW.id, 'ADJUSTMENT', -total, 'cancelled: nothing left to take off', day, NEW."updatedAt");
    END IF;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
