talat adjudicate --tiebreak shared adjudicate_shared.tgn
