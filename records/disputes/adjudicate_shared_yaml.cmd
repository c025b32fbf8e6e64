talat adjudicate --format yaml --tiebreak shared adjudicate_shared.tgn
