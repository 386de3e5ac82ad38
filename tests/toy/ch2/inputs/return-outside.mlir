toy.return
