-- Trigram indexes back the car name search (LIKE '%…%' on cars.search_text) on both engines:
-- PostgreSQL ships pg_trgm as a trusted extension; PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
