"""The review of a recorded match: the table fed from a record, analysis, play a deal again."""
