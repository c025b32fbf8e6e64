talat event misspelt_game.yaml
