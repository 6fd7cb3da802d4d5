-- cars.search_text now has a space on each side so a query word can match at the start of any
-- word (src/server/db/search-text.ts); rows written before get theirs here.
UPDATE "cars" SET "search_text" = ' ' || btrim("search_text") || ' ' WHERE "search_text" NOT LIKE ' % ';
